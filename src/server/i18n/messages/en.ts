// The server's messages in English: the one source of every refusal and text the server writes for a shopper or
// the back office. Keys say what the message means; values inside are typed parameters, written by the helpers
// of ../params.ts. Arabic (ar.ts) must have every key: its type is this catalogue's.
import { governorate, money, named, wait, type Named } from '../params';

const L = 'en';
const an = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');

export const en = {
  // ------------------------------------------------------------ any request
  'error.unavailable': () => 'The shop is briefly unavailable. Please try again in a moment.',
  'error.busy': () => 'The shop is very busy right now. Please try again in a few seconds.',
  'error.server': () => 'Something went wrong on our side. Please try again.',
  'error.notFound': () => 'Not found',
  'error.badRequest': () => 'The request could not be understood',
  'request.invalidJson': () => 'The request body is not valid JSON',
  'request.emptyJson': () => 'The request body is empty',
  'request.tooDeep': (p: { max: number }) =>
    `The request body is nested too deeply: at most ${p.max} levels of lists and objects`,
  'request.mediaType': () => 'This content type is not accepted here',
  'request.tooLarge': () => 'The request is too large',
  'request.length': () => 'The request length is wrong',
  'request.fileTooLarge': () => 'Each image must be 8 MB or smaller',
  'request.tooManyFiles': (p: { max: number }) => `Too many files: send at most ${p.max} at once`,
  'request.tooManyFields': () => 'Too many form fields',
  'request.malformedForm': () => 'The form is malformed',
  'request.sendAs': (p: { types: string[] }) => `Send this request as ${p.types.join(' or ')}`,
  'request.crossSite': () => 'Cross-site requests are not allowed',
  'request.signIn': () => 'Please sign in',
  'request.addressTooLong': () => 'This address is too long',
  'request.addressInvalid': () => 'This address is not valid',
  'request.tooManyConnections': () =>
    'Too many requests from your network at once. Please try again in a few seconds.',
  'request.bodyTooSlow': () => 'The request arrived too slowly. Please check your connection and try again.',

  // ------------------------------------------------------------ validation against the contract
  'validation.checkFields': () => 'Please check the highlighted fields',
  'validation.checkThese': (p: { fields: string[] }) =>
    `Please check the highlighted fields: ${p.fields.join(', ')}`,
  /** One field's message as the request's `error`: "city: This field is required". */
  'validation.inField': (p: { field: string; message: string }) => `${p.field}: ${p.message}`,
  'validation.required': () => 'This field is required',
  'validation.notAllowed': () => 'This field is not allowed',
  'validation.wholeNumber': () => 'Must be a whole number',
  'validation.type': (p: { types: string[] }) => `Must be ${an(p.types[0] ?? '')} ${p.types.join(' or ')}`,
  'validation.minimum': (p: { limit: number }) => `Must be at least ${p.limit}`,
  'validation.maximum': (p: { limit: number }) => `Must be at most ${p.limit}`,
  'validation.minLength': (p: { limit: number }) => `Must be at least ${p.limit} characters`,
  'validation.maxLength': (p: { limit: number }) => `Must be at most ${p.limit} characters`,
  'validation.minItems': (p: { limit: number }) => `Add at least ${p.limit}`,
  'validation.maxItems': (p: { limit: number }) => `At most ${p.limit} allowed`,
  'validation.oneOf': (p: { values: string[] }) => `Must be one of: ${p.values.join(', ')}`,
  'validation.email': () => 'Enter a valid email address',
  'validation.date': () => 'Use a date such as 2026-11-22',
  'validation.dateTime': () => 'Use a date and time such as 2026-11-22T10:00:00Z',
  'validation.format': (p: { format: string }) => `Must be a valid ${p.format}`,
  'validation.mobile': () => 'Enter an Egyptian mobile number such as 01012345678',
  'validation.code': () => 'Use letters, digits, - and _ only',
  'validation.slug': () => 'Use lower-case letters, digits and single hyphens',
  'validation.form': () => 'This value is not in the expected form',
  /** A rule no sentence was written for: the validator's own English. */
  'validation.other': (p: { text: string }) => p.text,
  'validation.nul': () => 'Remove the invisible NUL character (U+0000) from this field',
  'validation.nulIn': (p: { field: string }) =>
    `${p.field}: Remove the invisible NUL character (U+0000) from this field`,

  // ------------------------------------------------------------ coupons
  'coupon.invalid': () => 'This coupon code is not valid',
  'coupon.notStarted': () => 'This coupon is not active yet',
  'coupon.expired': () => 'This coupon has expired',
  'coupon.usedUp': () => 'This coupon has reached its usage limit',
  'coupon.belowMinimum': (p: { missing: number; code: string }) =>
    `Add ${money(p.missing, L)} more to use ${p.code}`,

  // ------------------------------------------------------------ placing an order
  'order.productGone': () => 'Product not found',
  'order.productGoneDetail': () => 'This product is no longer available',
  'order.cashOnly': () => 'Only cash on delivery is available for now',
  'order.chooseCash': () => 'Choose cash on delivery',
  'order.unknownCity': () => 'Please choose a city from the list',
  'order.unknownCityDetail': () => 'Unknown city',
  'order.colourGone': (p: { product: Named }) =>
    `This colour of ${named(p.product, L)} is no longer available`,
  'order.colourGoneDetail': () => 'Unknown colour for this product',
  'order.sizeGone': (p: { size: string; product: Named; colour: Named }) =>
    `Size ${p.size} of ${named(p.product, L)} (${named(p.colour, L)}) is not available`,
  'order.sizeGoneDetail': () => 'Unknown size for this colour',
  'order.onlyLeft': (p: { left: number; product: Named; colour: Named; size: string }) =>
    `Only ${p.left} left of ${named(p.product, L)} (${named(p.colour, L)}, ${p.size})`,
  'order.onlyLeftDetail': (p: { left: number }) => `Only ${p.left} left`,
  'order.soldOut': (p: { product: Named; colour: Named; size: string }) =>
    `${named(p.product, L)} (${named(p.colour, L)}, ${p.size}) is sold out`,
  'order.soldOutDetail': () => 'Sold out',
  'order.maxPerSize': (p: { max: number }) => `You can order at most ${p.max} of one size`,
  'order.keyReused': () =>
    'This Idempotency-Key was already used for another order. Send a new key for a new order.',

  // ------------------------------------------------------------ the shopper's own order
  'order.notFoundForShopper': () => 'We could not find this order. Check the order number and try again.',
  'order.isCancelled': () => 'This order is cancelled.',
  'order.alreadyConfirmed': () =>
    'The shop has already confirmed this order. To change it, call or message us.',

  // ------------------------------------------------------------ limits
  'limit.couponTries': (p: { seconds: number }) =>
    `Too many coupon codes were tried. Please wait ${wait(p.seconds, L)} and try again.`,
  'limit.ordersFromAddress': (p: { seconds: number }) =>
    `Too many orders were placed from your connection. Please try again in ${wait(p.seconds, L)}, or call us to order.`,
  'limit.lookups': (p: { seconds: number }) =>
    `Too many attempts to find an order. Please wait ${wait(p.seconds, L)} and try again, or contact us.`,
  'limit.signIn': () => 'Too many attempts. Please wait a few minutes and try again.',
  'limit.searches': (p: { seconds: number }) =>
    `Too many searches from your connection. Please wait ${wait(p.seconds, L)} and search again.`,
  'search.busy': () => 'Many people are searching right now. Please try again in a moment.',
  'search.tooSlow': () => 'This search is taking too long. Please try again, or use fewer words.',

  // ------------------------------------------------------------ proof-of-work challenge
  'challenge.needed': () => 'We need to check your connection first. Please try again.',
  'challenge.used': () => 'This connection check was already used or has expired. Please try again.',
  'challenge.off': () => 'No connection check is needed.',

  // ------------------------------------------------------------ shipping
  'shipping.notDelivered': (p: { city: string }) => `We do not deliver to ${governorate(p.city, L)}`,
  'shipping.cityNotFound': () => 'City not found',
  'shipping.notJson': (p: { field: string }) => `${p.field} must be JSON`,
  'shipping.mustBeJson': () => 'Must be JSON',
  'shipping.badSort': () => 'sort must be ["name"|"shippingPrice"|"id", "ASC"|"DESC"]',
  'shipping.badSortDetail': () => 'Must be a field and ASC or DESC',
  'shipping.badRange': () => 'range must be [first, last] indexes',
  'shipping.badRangeDetail': () => 'Must be [first, last]',
  'shipping.badFilter': () => 'filter must be a JSON object',
  'shipping.badFilterDetail': () => 'Must be an object',
  'shipping.unknownFilter': (p: { names: string[] }) => `Unknown filter: ${p.names.join(', ')}`,
  'shipping.notAFilter': () => 'Not a filter',
  'shipping.qNotText': () => 'filter.q must be text',
  'shipping.mustBeText': () => 'Must be text',
  'shipping.idNotIds': () => 'filter.id must be ids',
  'shipping.mustBeIds': () => 'Must be ids',

  // ------------------------------------------------------------ sign-in
  'auth.invalid': () => 'Invalid credentials',
  'auth.roleForbidden': () => 'Your role in the shop does not allow this',
  'auth.packerShipsOnly': () => 'A packer can only mark orders shipped',
  'auth.currentPasswordWrong': () => 'Your current password is not right',
  'auth.passwordUnchanged': () => 'The new password is the one you have now: choose another',
  'auth.twoStepSetupFirst': () => 'Set up two-step sign-in on your account page first',
  'auth.codeWrong': () => 'That code is not right. Check the time on your phone and try the newest code.',
  'auth.codeWrongField': () => 'That code is not right',
  'auth.ticketGone': () =>
    'Your sign-in took too long or had too many wrong codes. Enter your password again.',
  'auth.twoStepAlreadyOn': () => 'Two-step sign-in is already on',
  'auth.twoStepAlreadyOff': () => 'Two-step sign-in is already off',
  'auth.twoStepNoSetup': () => 'Start the setup again: no new secret is waiting for a code',
  'auth.twoStepOwnerStays': () =>
    "An owner's two-step sign-in stays on. To reset it, start the shop with a new ADMIN_PASSWORD.",
  'auth.twoStepRequired': () => 'The owner requires two-step sign-in of everyone',

  // ------------------------------------------------------------ staff
  'staff.usernameTaken': () => 'A member or an open invitation already has this username',
  'staff.tooManyInvites': (p: { max: number }) =>
    `There are ${p.max} open invitations: wait for some to be accepted or to expire`,
  'staff.passwordPolicy': (p: { problem: string }) => `The password ${p.problem}`,
  'staff.inviteGone': () =>
    "This invitation has expired or was already used. Ask the shop's owner for a new one.",
  'staff.notFound': () => 'No such member',
  'staff.lastOwner': () => 'The shop needs at least one owner who is not suspended',
  'staff.twoStepOwnFirst': () => 'Turn on your own two-step sign-in before requiring it of everyone',
  'staff.resetOwnTwoStep': () => 'You cannot reset your own two-step sign-in here',

  // ------------------------------------------------------------ catalogue (back office)
  'catalogue.productNotFound': () => 'Product not found',
  'catalogue.productsNotFound': (p: { count: number }) => `${p.count} products were not found`,
  'catalogue.noProduct': (p: { id: number }) => `No product ${p.id}`,
  'catalogue.categoryNotFound': () => 'Category not found',
  'catalogue.tagNotFound': () => 'Tag not found',
  'catalogue.categoryTaken': (p: { name: string }) => `A category named ${p.name} already exists`,
  'catalogue.tagTaken': (p: { name: string }) => `A tag named ${p.name} already exists`,
  'catalogue.nameTaken': () => 'This name is taken',
  'catalogue.nameRequired': () => 'Name is required',
  'catalogue.fieldRequired': (p: { label: string }) => `${p.label} is required`,
  'catalogue.tagNoImage': () => 'Only a category has an image',
  'catalogue.tagNoTags': () => 'Only a category groups tags',
  'catalogue.tagNoSizeGuide': () => 'Only a category has a size guide',
  'catalogue.oneImage': () => 'Send one image',
  'catalogue.imageOrRemove': () => 'Send a new image or remove it, not both',
  'catalogue.oneMainImage': () => 'Send one main image',
  'catalogue.oneMainImagePerVariant': () => 'Send one main image per variant',
  'catalogue.noSuchVariantIndex': (p: { index: number }) => `There is no variant ${p.index} in variants`,
  'catalogue.uploadedHere': () => 'Must be an image uploaded to this shop',
  'catalogue.productBeingCreated': () => 'A product with this name is being created. Please try again.',
  'catalogue.productBeingCopied': () => 'This product is being copied. Please try again.',
  'catalogue.colourTaken': (p: { colour: string }) => `This product already has the colour ${p.colour}`,
  'catalogue.colourExists': () => 'This colour already exists',
  /** A SKU names one colour or one size in the whole shop. */
  'catalogue.skuTaken': (p: { sku: string; product: Named; colour: Named; size?: string }) =>
    `The SKU ${p.sku} is already used by ${named(p.product, L)} (${named(p.colour, L)}${p.size ? `, ${p.size}` : ''})`,
  'catalogue.skuInUse': () => 'This SKU is already used',
  'catalogue.skuTwice': (p: { sku: string }) =>
    `The SKU ${p.sku} is given twice: each colour and size needs its own`,
  'catalogue.skuRepeated': () => 'Given twice',
  'catalogue.skusTaken': () =>
    'One of these SKUs was just given to another colour or size. Please check them and try again.',
  'catalogue.maxColours': (p: { max: number }) => `A product has at most ${p.max} colours`,
  'catalogue.strangerVariant': () => 'A variant in the list is not part of this product',
  'catalogue.notThisProductsVariant': () => 'Not a variant of this product',
  'catalogue.sizeTwice': () => 'A size is listed twice',
  'catalogue.listedTwice': () => 'Listed twice',
  'catalogue.strangerSize': () => 'A size in the list is not part of this product',
  'catalogue.notThisProductsSize': () => 'Not a size of this product',
  'catalogue.jsonList': (p: { field: string }) => `${p.field} must be a JSON list`,
  'catalogue.jsonNames': (p: { field: string }) => `${p.field} must be a JSON list of names`,
  'catalogue.amount': () => 'Must be an amount of at least 0',
  'catalogue.twoDecimals': () => 'Use at most two decimals',
  'catalogue.amountOrEmpty': () => 'Must be an amount in EGP, or empty',
  'catalogue.amountMax': (p: { max: number }) => `Must be at most ${p.max}`,
  'catalogue.nameText': () => 'Each name must be non-empty text',
  'catalogue.nameLength': (p: { max: number }) => `Each name must be at most ${p.max} characters`,
  'catalogue.maxTags': (p: { max: number }) => `At most ${p.max} tags`,
  'catalogue.checkSizes': () => 'Please check the sizes',
  'catalogue.checkVariants': () => 'Please check the variants',
  'catalogue.sizeList': () => 'Must be a list of sizes',
  'catalogue.addSize': () => 'Add at least one size',
  'catalogue.maxSizes': (p: { max: number }) => `At most ${p.max} sizes`,
  'catalogue.sizeShape': () => 'Must be {size, stock}',
  'catalogue.sizeText': () => 'Must be a size of 1 to 20 characters',
  'catalogue.stockNumber': () => 'Must be a whole number from 0 to 100000',
  'catalogue.sizeTwiceNamed': (p: { size: string }) => `Size ${p.size} is listed twice`,
  'catalogue.variantShape': () => 'Must be {id?, color, sku?, sizes}',
  'catalogue.variantId': () => 'Must be a variant id',
  'catalogue.colourText': () => 'Must be a colour of 1 to 40 characters',
  'catalogue.atMostChars': (p: { max: number }) => `Must be at most ${p.max} characters`,
  'catalogue.colourTwice': (p: { colour: string }) => `The colour ${p.colour} is listed twice`,
  'catalogue.variantTwice': () => 'This variant is listed twice',

  // ------------------------------------------------------------ images
  'image.choose': () => 'Please choose an image file',
  'image.mustBeImage': () => 'Must be an image file',
  'image.tooLarge': () => 'Each image must be 8 MB or smaller',
  'image.tooLargeDetail': () => 'Must be 8 MB or smaller',
  'image.kinds': () => 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded',
  'image.kindsDetail': () => 'Must be a JPEG, PNG, WebP, GIF or AVIF image',

  // ------------------------------------------------------------ orders, coupons, discounts (back office)
  'admin.orderNotFound': () => 'Order not found',
  'admin.dateForm': () => 'Dates must be written YYYY-MM-DD',
  'admin.notADate': () => 'Not a date',
  'admin.endBeforeStart': () => 'The end date must not be before the start date',
  'admin.beforeStart': () => 'Before the start date',
  'admin.reopenGone': (p: { item: string }) =>
    `Cannot reopen this order: ${p.item} is no longer in the catalogue`,
  'admin.reopenStock': (p: { left: number; item: string }) =>
    `Cannot reopen this order: only ${p.left} left of ${p.item}`,
  'admin.reopenCoupon': (p: { code: string }) =>
    `Cannot reopen this order: the coupon ${p.code} has reached its usage limit`,
  'admin.confirmGone': (p: { item: string }) =>
    `Cannot confirm this order: ${p.item} is no longer in the catalogue`,
  'admin.confirmStock': (p: { left: number; item: string }) =>
    `Cannot confirm this order: only ${p.left} left of ${p.item}`,
  'admin.alreadyCancelled': () => 'This order is already cancelled',
  'admin.bulkRefused': (p: { refused: number; total: number }) =>
    `${p.refused} of ${p.total} orders cannot change; nothing was changed.`,
  'admin.bulkUnknown': (p: { ids: string }) => `No order with the id ${p.ids}; nothing was changed.`,
  'admin.exportTooLarge': (p: { count: number; max: number; rows: boolean }) =>
    `These filters match ${p.count} ${p.rows ? 'rows' : 'orders'}; an export holds at most ${p.max}. Narrow the dates or the status.`,
  'admin.writeNote': () => 'Write the note',
  'admin.empty': () => 'Empty',
  'admin.noOrdersForMobile': () => 'No order was placed with this mobile number',
  'admin.realDate': () => 'Please enter a real date and time',
  'admin.notADateTime': () => 'Not a date and time',
  'admin.endAfterStart': () => 'The end date must be after the start date',
  'admin.mustBeAfterStart': () => 'Must be after the start date',
  'admin.couponTaken': (p: { code: string }) => `A coupon with the code ${p.code} already exists`,
  'admin.codeUsed': () => 'This code is already used',
  'admin.couponNotFound': () => 'Coupon not found',
  'admin.usedTimes': (p: { count: number }) => `This coupon has already been used ${p.count} times`,
  'admin.atLeastUses': (p: { count: number }) => `At least ${p.count}, the uses already made`,
  'admin.couponUsedMeanwhile': () => 'The coupon was used meanwhile. Please try again.',
  'admin.synonymsTooFew': () => 'A group needs at least two different words',
  'admin.synonymsTooMany': (p: { max: number }) =>
    `The shop holds at most ${p.max} groups of synonyms; delete one or add the words to a group`,
  'admin.synonymsNotFound': () => 'Synonym group not found',
  'admin.oneTarget': () => 'Choose exactly one product, category or tag',
  'admin.oneTargetDetail': () => 'Exactly one of productId, categoryId and tagId',
  'admin.targetNotFound': (p: { target: 'product' | 'category' | 'tag' }) =>
    `${p.target[0]!.toUpperCase()}${p.target.slice(1)} not found`,
  'admin.noTargetWithId': (p: { target: 'product' | 'category' | 'tag' }) => `No ${p.target} with this id`,
  'admin.discountNotFound': () => 'Discount not found',
  'admin.whatsapp': () => 'Write a mobile number such as 01012345678 or +201012345678',
  'admin.https': () => 'Write the full address of the page, starting with https://',

  // ------------------------------------------------------------ returns and exchanges
  'returns.keyOrMobile': () => 'Give the mobile number the order was placed with',
  'returns.keyOrMobileDetail': () => 'Required without the order key',
  'returns.notFound': () => 'Return request not found',
  'returns.notDelivered': () => 'Only a delivered order can be returned or exchanged',
  'returns.windowClosed': (p: { lastDay: string }) =>
    `The time to return or exchange this order ended on ${p.lastDay}`,
  'returns.checkItems': () => 'Some items cannot be asked back as written',
  'returns.itemTwice': () => 'This item is listed twice',
  'returns.notOfOrder': () => 'Not an item of this order',
  'returns.tooMany': (p: { left: number }) =>
    p.left > 0
      ? `Only ${p.left} of this item can still be asked back`
      : 'This item was already asked back in full',
  'returns.tooManyDetail': (p: { left: number }) => `At most ${p.left}`,
  'returns.noWanted': () => 'A return names no colour or size wanted: ask for an exchange instead',
  'returns.wantedRequired': () => 'Choose the colour and the size wanted',
  'returns.wantedOtherProduct': () => 'Choose a colour of the same product',
  'returns.wantedNoSize': (p: { size: string }) => `This colour has no size ${p.size}`,
  'returns.productGone': (p: { product: Named }) =>
    `${named(p.product, L)} is no longer sold: ask for a return instead`,
  'returns.wantedOut': (p: { product: Named; colour: Named; size: string; left: number }) =>
    p.left > 0
      ? `Only ${p.left} left of ${named(p.product, L)} (${named(p.colour, L)}, ${p.size})`
      : `${named(p.product, L)} (${named(p.colour, L)}, ${p.size}) is sold out`,
  'returns.wantedGone': (p: { item: string; left: number }) =>
    `Cannot approve this exchange: only ${p.left} left of ${p.item}`,
  'returns.wantedRemoved': (p: { item: string }) =>
    `Cannot approve this exchange: ${p.item} is no longer in the catalogue`,
  'returns.notRequested': () => 'This request has already been answered',
  'returns.notApproved': () => 'Only an approved request, not yet picked up, can be changed so',
  'returns.pickupPast': () => 'The pickup day cannot be before today',
  'returns.pickupPastDetail': () => 'Today or later',
  'returns.refuseReason': () => 'Write why the request is refused',
  'returns.cannotCancel': () =>
    'This request can no longer be cancelled: its items were picked up or it is closed',
  'returns.shopperCannotCancel': () =>
    'The shop has already answered this request: it can no longer be withdrawn',
  'returns.refusalNoCancel': () => 'A refused parcel coming back is received, not cancelled',
  'returns.replacementLeft': (p: { orderNumber: string }) =>
    `The replacement order ${p.orderNumber} has already left the shop: it cannot be cancelled with this request`,
  'returns.receiveEvery': () => 'Name every item of the request once, restocked or damaged',
  'returns.notOfRequest': () => 'Not an item of this request',
  'returns.itemMissing': () => 'This item of the request is not named',
  'returns.alreadyReceived': () => 'This request has already been received',
  'returns.cannotReceive': () => 'Only an approved or picked-up request can be received',
  'returns.sizeGone': (p: { item: string }) =>
    `${p.item} is no longer in the catalogue: receive it as damaged`,
  'returns.refundKind': () => 'Only a return is refunded: an exchange is settled by its replacement order',
  'returns.alreadyRefunded': () => 'This return has already been refunded',
  'returns.cannotRefund': () => 'Only an approved, picked-up or received return can be refunded',
  'returns.refundPositive': () => 'The refund must be more than 0',
  'returns.refundAbove': (p: { max: number }) => `At most ${money(p.max, L)} can be refunded for this return`,
  'returns.refundOrderTotal': (p: { total: number; refunded: number }) =>
    `The refunds of this order cannot exceed its total of ${money(p.total, L)} (${money(p.refunded, L)} already refunded)`,
  'returns.referenceRequired': () => 'Write the reference of the transfer',
};

/** The catalogue's shape: every language has these keys, each taking these parameters. */
export type Catalogue = typeof en;
