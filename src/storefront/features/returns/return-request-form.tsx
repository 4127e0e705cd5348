/**
 * The shopper's return or exchange request: Return (a refund) or Exchange (another size or colour of the same
 * piece); per line that may still be asked back a checkbox, the quantity (1 to what may be returned), the reason
 * and a note; for an exchange the colour and size wanted, only among those in stock now (the product fetched by
 * its id, fresh), and a word where the piece is gone or sold out. Checked by `returnFormSchema`; a refusal of the
 * server is shown in its words, inline, beside the field it names, and the form keeps what was typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { getGetProductByIdQueryOptions } from '../../../../generated/shop-api/products/products';
import { useRequestReturn } from '../../../../generated/shop-api/returns/returns';
import type { ShopperOrderItem, ShopperReturn } from '../../../../generated/models';
import { ApiError } from '../../../shared/api-fetch';
import { SHOPPER_RETURN_REASONS } from '../../../shared/returns';
import { colorOf, nameOf } from '../../i18n/catalogue';
import { returns as t } from '../../i18n/returns';
import { errorStatus, minutesToWait, serverMessage } from '../orders/api-errors';
import {
  accessBody,
  accessRequest,
  emptyReturnForm,
  exchangeOptionsOf,
  formFieldOfDetail,
  returnFormSchema,
  sentLineIndexes,
  type ExchangeOptions,
  type OrderAccess,
  type ReturnErrorCode,
  type ReturnFormContext,
  type ReturnFormInput,
  type ReturnFormValues,
} from './return-form';

type Heading = 'h2' | 'h3' | 'h4';

/** The schema for the lines and stock of `context`, as react-hook-form's resolver. */
function resolverFor(context: ReturnFormContext): Resolver<ReturnFormInput, unknown, ReturnFormValues> {
  return zodResolver(returnFormSchema(context)) as unknown as Resolver<
    ReturnFormInput,
    unknown,
    ReturnFormValues
  >;
}

/** A field's error in words: the server's as it came, else the shop's text for the schema's code. */
function errorText(error: FieldError | undefined, max: number): string | null {
  if (!error?.message) return null;
  if (error.type === 'server') return error.message;
  const code = error.message as ReturnErrorCode;
  if (code === 'quantity') return t.fieldErrors.quantity(max);
  return t.fieldErrors[code] ?? error.message;
}

export function ReturnRequestForm({
  lines,
  access,
  heading: H,
  onSent,
  onClose,
}: {
  /** The order's lines that may still be asked back (`returnable` > 0). */
  lines: readonly ShopperOrderItem[];
  access: OrderAccess;
  heading: Heading;
  onSent: (request: ShopperReturn) => void;
  onClose: () => void;
}) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The schema depends on the products' stock, loaded below: the check reads the latest (set after each render).
  const context = useRef<ReturnFormContext>({ lines, exchange: new Map() });

  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    getValues,
    formState: { errors },
  } = useForm<ReturnFormInput, unknown, ReturnFormValues>({
    defaultValues: emptyReturnForm(lines),
    resolver: (values, ctx, options) => resolverFor(context.current)(values, ctx, options),
  });
  const values = watch();
  const exchange = values.kind === 'exchange';

  // What each line may become, fetched fresh once an exchange is chosen (the stock changes by the hour).
  const products = useQueries({
    queries: lines.map((line) =>
      getGetProductByIdQueryOptions(line.productId ?? 0, {
        query: { enabled: exchange && line.productId !== null, staleTime: 0 },
      }),
    ),
  });
  const options = new Map<number, ExchangeOptions>(
    lines.map((line, i) => {
      const fetch = products[i]!;
      return [
        line.id,
        exchangeOptionsOf(line.productId, {
          status: fetch.status,
          data: fetch.data,
          errorStatus: errorStatus(fetch.error),
        }),
      ];
    }),
  );
  useEffect(() => {
    context.current = { lines, exchange: options };
  });

  const request = useRequestReturn({ request: accessRequest(access) });

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const onValid = async (body: ReturnFormValues) => {
    if (request.isPending) return;
    setFailure(null);
    const sent = sentLineIndexes(getValues());
    try {
      onSent(await request.mutateAsync({ data: { ...accessBody(access), ...body } }));
    } catch (error) {
      const status = errorStatus(error);
      let first = true;
      if (error instanceof ApiError) {
        for (const detail of error.details) {
          const field = formFieldOfDetail(detail.field, sent);
          if (!field) continue;
          setError(field, { type: 'server', message: detail.message }, { shouldFocus: first });
          first = false;
        }
      }
      setFailure(
        status === 404
          ? t.notFound
          : status === 429
            ? t.tooMany(minutesToWait(error))
            : status === 409 || status === 400
              ? (serverMessage(error) ?? (status === 400 ? t.checkFields : t.failed))
              : t.failed,
      );
    }
  };

  const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;
  const itemsError = errors.items?.root ?? (errors.items as FieldError | undefined);
  const alert = failure ?? (itemsError?.message ? errorText(itemsError, 1) : null);

  return (
    <form
      className="return-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) =>
        void handleSubmit(
          (body) => onValid(body),
          () => setFailure(null),
        )(e)
      }
    >
      <H id={`${id}-title`} ref={headingRef} tabIndex={-1} className="return-form__title">
        {t.formHeading}
      </H>

      <fieldset
        className="return-form__kinds"
        aria-describedby={errors.kind ? `${id}-kind-error` : undefined}
      >
        <legend>{t.kindLegend}</legend>
        {(['return', 'exchange'] as const).map((kind) => (
          <label key={kind} className="return-choice" htmlFor={`${id}-kind-${kind}`}>
            <input
              id={`${id}-kind-${kind}`}
              type="radio"
              value={kind}
              aria-invalid={errors.kind ? true : undefined}
              {...register('kind')}
            />
            <span className="return-choice__text">
              <span className="return-choice__name">{t.kinds[kind]}</span>
              <span className="return-choice__hint">{t.kindHints[kind]}</span>
            </span>
          </label>
        ))}
        {errors.kind ? (
          <p id={`${id}-kind-error`} className="field-error">
            {errorText(errors.kind, 1)}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="return-form__items">
        <legend>{t.itemsLegend}</legend>
        <ul className="return-lines">
          {lines.map((line, i) => {
            const row = values.items[i];
            const rowErrors = errors.items?.[i];
            const base = `${id}-item-${i}`;
            const lineOptions = options.get(line.id)!;
            const unavailable =
              exchange && (lineOptions.state === 'gone' || lineOptions.state === 'none')
                ? lineOptions.state === 'gone'
                  ? t.productGone
                  : t.nothingInStock
                : null;
            const selectedError = errorText(rowErrors?.selected, line.returnable);
            return (
              <li key={line.id} className="return-line">
                <label className="return-line__choose" htmlFor={`${base}-selected`}>
                  <input
                    id={`${base}-selected`}
                    type="checkbox"
                    aria-invalid={selectedError ? true : undefined}
                    aria-describedby={describedBy(
                      selectedError !== null && `${base}-selected-error`,
                      unavailable !== null && `${base}-unavailable`,
                    )}
                    {...register(`items.${i}.selected`)}
                  />
                  {line.imageUrl ? (
                    <img className="return-line__image" src={line.imageUrl} alt="" width={48} height={60} />
                  ) : (
                    <span className="return-line__image" aria-hidden="true" />
                  )}
                  <span className="return-line__text">
                    <span className="return-line__name" id={`${base}-name`}>
                      {nameOf(line)}
                    </span>
                    <span className="return-line__options">{t.itemOptions(colorOf(line), line.size)}</span>
                    <span className="return-line__options">{t.returnableCount(line.returnable)}</span>
                  </span>
                </label>
                {unavailable ? (
                  <p id={`${base}-unavailable`} className="return-line__note">
                    {unavailable}
                  </p>
                ) : null}
                {selectedError ? (
                  <p id={`${base}-selected-error`} className="field-error">
                    {selectedError}
                  </p>
                ) : null}

                {row?.selected ? (
                  <div className="return-line__details" role="group" aria-labelledby={`${base}-name`}>
                    {line.returnable > 1 ? (
                      <div className="field return-line__quantity">
                        <label htmlFor={`${base}-quantity`}>{t.quantity}</label>
                        <input
                          id={`${base}-quantity`}
                          type="text"
                          inputMode="numeric"
                          autoComplete="off"
                          maxLength={2}
                          aria-invalid={rowErrors?.quantity ? true : undefined}
                          aria-describedby={describedBy(
                            Boolean(rowErrors?.quantity) && `${base}-quantity-error`,
                            `${base}-quantity-hint`,
                          )}
                          {...register(`items.${i}.quantity`)}
                        />
                        <p id={`${base}-quantity-hint`} className="field-hint">
                          {t.quantityHint(line.returnable)}
                        </p>
                        {rowErrors?.quantity ? (
                          <p id={`${base}-quantity-error`} className="field-error">
                            {errorText(rowErrors.quantity, line.returnable)}
                          </p>
                        ) : null}
                      </div>
                    ) : (
                      <p className="return-line__single">
                        {t.quantity}: 1
                        {rowErrors?.quantity ? (
                          <span className="field-error"> {errorText(rowErrors.quantity, 1)}</span>
                        ) : null}
                      </p>
                    )}

                    <div className="field">
                      <label htmlFor={`${base}-reason`}>{t.reason}</label>
                      <select
                        id={`${base}-reason`}
                        aria-invalid={rowErrors?.reason ? true : undefined}
                        aria-describedby={rowErrors?.reason ? `${base}-reason-error` : undefined}
                        {...register(`items.${i}.reason`)}
                      >
                        <option value="">{t.reasonPlaceholder}</option>
                        {SHOPPER_RETURN_REASONS.map((reason) => (
                          <option key={reason} value={reason}>
                            {t.reasons[reason]}
                          </option>
                        ))}
                      </select>
                      {rowErrors?.reason ? (
                        <p id={`${base}-reason-error`} className="field-error">
                          {errorText(rowErrors.reason, line.returnable)}
                        </p>
                      ) : null}
                    </div>

                    {exchange ? (
                      <ExchangeChoice
                        base={base}
                        options={lineOptions}
                        wantedVariantId={row.wantedVariantId}
                        colourError={errorText(rowErrors?.wantedVariantId, 1)}
                        sizeError={errorText(rowErrors?.wantedSize, 1)}
                        registerColour={register(`items.${i}.wantedVariantId`, {
                          onChange: () => setValue(`items.${i}.wantedSize`, ''),
                        })}
                        registerSize={register(`items.${i}.wantedSize`)}
                        retry={() => void products[i]?.refetch()}
                      />
                    ) : null}

                    <div className="field">
                      <label htmlFor={`${base}-note`}>{t.note}</label>
                      <textarea
                        id={`${base}-note`}
                        rows={2}
                        maxLength={500}
                        aria-invalid={rowErrors?.note ? true : undefined}
                        aria-describedby={describedBy(
                          Boolean(rowErrors?.note) && `${base}-note-error`,
                          `${base}-note-hint`,
                        )}
                        {...register(`items.${i}.note`)}
                      />
                      <p id={`${base}-note-hint`} className="field-hint">
                        {t.noteHint}
                      </p>
                      {rowErrors?.note ? (
                        <p id={`${base}-note-error`} className="field-error">
                          {errorText(rowErrors.note, line.returnable)}
                        </p>
                      ) : null}
                    </div>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </fieldset>

      {/* Always there, so what arrives in it is read out. */}
      <div role="alert" className="return-form__failure">
        {alert ? <p className="alert alert--warning">{alert}</p> : null}
      </div>

      <div className="return-form__actions">
        <button type="submit" className="button button--primary" disabled={request.isPending}>
          {request.isPending ? t.submitting : t.submit}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t.cancelForm}
        </button>
      </div>
    </form>
  );
}

type Registered = ReturnType<ReturnType<typeof useForm<ReturnFormInput>>['register']>;

/** The colour and size wanted, among those in stock; or why there are none to choose. */
function ExchangeChoice({
  base,
  options,
  wantedVariantId,
  colourError,
  sizeError,
  registerColour,
  registerSize,
  retry,
}: {
  base: string;
  options: ExchangeOptions;
  wantedVariantId: string;
  colourError: string | null;
  sizeError: string | null;
  registerColour: Registered;
  registerSize: Registered;
  retry: () => void;
}) {
  if (options.state === 'loading')
    return (
      <p className="return-line__note" role="status">
        {t.productLoading}
      </p>
    );
  if (options.state === 'failed')
    return (
      <div className="return-line__note">
        <p>{t.productFailed}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          {t.productRetry}
        </button>
        {colourError ? <p className="field-error">{colourError}</p> : null}
      </div>
    );
  // Gone or sold out: said beside the checkbox.
  if (options.state !== 'ready') return null;
  const colour = options.colours.find((c) => String(c.variantId) === wantedVariantId);
  return (
    <div className="return-line__exchange">
      <div className="field">
        <label htmlFor={`${base}-colour`}>{t.wantedColor}</label>
        <select
          id={`${base}-colour`}
          aria-invalid={colourError ? true : undefined}
          aria-describedby={colourError ? `${base}-colour-error` : undefined}
          {...registerColour}
        >
          <option value="">{t.chooseColor}</option>
          {options.colours.map((c) => (
            <option key={c.variantId} value={String(c.variantId)}>
              {colorOf(c)}
            </option>
          ))}
        </select>
        {colourError ? (
          <p id={`${base}-colour-error`} className="field-error">
            {colourError}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${base}-size`}>{t.wantedSize}</label>
        <select
          id={`${base}-size`}
          disabled={!colour}
          aria-invalid={sizeError ? true : undefined}
          aria-describedby={sizeError ? `${base}-size-error` : undefined}
          {...registerSize}
        >
          <option value="">{colour ? t.chooseSize : t.chooseColorFirst}</option>
          {colour?.sizes.map((s) => (
            <option key={s.size} value={s.size}>
              {t.sizeLeft(s.size, s.stock)}
            </option>
          ))}
        </select>
        {sizeError ? (
          <p id={`${base}-size-error`} className="field-error">
            {sizeError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
