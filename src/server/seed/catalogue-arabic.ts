// The demo catalogue in Arabic: names and descriptions of its categories (by slug) and products (by
// English name), and its colours. seed/index.ts writes them into the *_ar columns.

export const CATEGORIES_AR: Record<string, { name: string; description: string }> = {
  'new-arrivals': { name: 'وصل حديثًا', description: 'جديد هذا الأسبوع' },
  'easy-wear': { name: 'أناقة يومية بلا مجهود', description: 'أساسيات ناعمة لكل يوم' },
  'statement-layers': { name: 'طبقات يدوية تتحدث عنك', description: 'مطرزة ومحاكة بالكروشيه ومبطنة يدويًا' },
  bags: { name: 'فخامة في كل غرزة', description: 'حقائب من صنع حرفيين مصريين' },
  evening: { name: 'مختارات السهرة', description: 'ساتان وترتر وشيفون لسهراتك' },
  'winter-knits': { name: 'تريكو الشتاء', description: 'يعود مع برودة الجو' },
};

export const PRODUCTS_AR: Record<string, { name: string; description: string }> = {
  'Linen Wrap Midi Dress': {
    name: 'فستان ميدي لف من الكتان',
    description: 'فستان لف من الكتان يسمح بمرور الهواء ويُربط عند الخصر. مبطن بالكامل وطوله تحت الركبة.',
  },
  'Pleated Satin Skirt': {
    name: 'تنورة ساتان بكسرات',
    description: 'كسرات رفيعة في ساتان منسدل، مع أستك ناعم عند الخصر من الخلف.',
  },
  'Puff Sleeve Poplin Blouse': {
    name: 'بلوزة بوبلين بأكمام منفوخة',
    description: 'بوبلين قطني متماسك بأكمام منفوخة مكشكشة وأزرار أمامية أنيقة.',
  },
  'Wide-Leg Linen Trousers': {
    name: 'بنطلون كتان واسع',
    description: 'بخصر عالٍ، واسع ومنعش: كتان خالص بجيوب جانبية وكسرة مكوية.',
  },
  'Tiered Cotton Maxi Dress': {
    name: 'فستان ماكسي قطن بطبقات',
    description: 'ثلاث طبقات ناعمة من فوال القطن المصري تتحرك معك.',
  },
  'Ribbed Knit Tank': {
    name: 'توب تريكو مضلع بحمالات',
    description: 'توب مضلع ضيق يُلبس وحده أو تحت أي قطعة.',
  },
  'Floral Tea Dress': {
    name: 'فستان مشجر بالورود',
    description: 'طبعة ورود صغيرة على كريب خفيف، بياقة على شكل قلب وأكمام متطايرة.',
  },
  'Satin Slip Skirt': {
    name: 'تنورة ساتان منسدلة',
    description: 'مقصوصة بالورب لتنساب دون أن تلتصق؛ بطول ميدي.',
  },
  'Cropped Denim Jacket': {
    name: 'جاكيت جينز قصير',
    description: 'جاكيت قصير واسع من الجينز المغسول بخياطة بنفس اللون.',
  },
  'Linen Shirt Dress': {
    name: 'فستان قميص من الكتان',
    description: 'فستان قميص مريح من الكتان المغسول بحزام للربط وأكمام تُطوى.',
  },
  'Oversized Cotton Tee': {
    name: 'تيشيرت قطن واسع',
    description: 'قطن عضوي ثقيل بأكتاف منخفضة وقصة مريحة.',
  },
  'Jersey Wrap Top': {
    name: 'توب جيرسيه لف',
    description: 'جيرسيه ناعم مطاط يلتف ويُربط على الجانب.',
  },
  'Relaxed Jogger Pants': {
    name: 'بنطلون جوجر مريح',
    description: 'جوجر قطني مبطن من الداخل بخصر برباط وساق ضيقة من الأسفل.',
  },
  'Everyday Midi Skirt': {
    name: 'تنورة ميدي لكل يوم',
    description: 'تنورة ميدي بقصة A من تويل القطن المغسول بجيوب عميقة.',
  },
  'Soft Knit Cardigan': {
    name: 'كارديجان تريكو ناعم',
    description: 'كارديجان خفيف ودافئ بأزرار من الصدف.',
  },
  'Striped Breton Top': {
    name: 'توب بريتون مقلم',
    description: 'الخطوط الكلاسيكية بياقة القارب من قطن متين.',
  },
  'Modal Lounge Dress': {
    name: 'فستان مودال للبيت',
    description: 'فستان تيشيرت من المودال الناعم كالحرير للبيت وللخروج.',
  },
  'Straight-Leg Chinos': {
    name: 'بنطلون شينو مستقيم',
    description: 'شينو بخصر متوسط وساق مستقيمة وقليل من المرونة.',
  },
  'Button-Down Oxford Shirt': {
    name: 'قميص أكسفورد بأزرار',
    description: 'قميص أكسفورد مريح يُلبس داخل البنطلون أو معقودًا أو مفتوحًا.',
  },
  'Cotton Shirt Dress': {
    name: 'فستان قميص قطن',
    description: 'فستان قميص بحزام من القطن الخفيف، صُنع في المحلة.',
  },
  'Hand-Embroidered Kimono': {
    name: 'كيمونو مطرز يدويًا',
    description: 'مطرز يدويًا في سيوة بزخارف تقليدية؛ مقاس واحد يناسب الأغلبية.',
  },
  'Crochet Longline Cardigan': {
    name: 'كارديجان كروشيه طويل',
    description: 'مربعات كروشيه يدوية من القطن الناعم، بطول من الورك إلى الركبة.',
  },
  'Patchwork Quilted Jacket': {
    name: 'جاكيت باتشورك مبطن',
    description: 'مجمّع من طبعات قطنية قديمة ومبطن يدويًا.',
  },
  'Fringed Wool Poncho': {
    name: 'بونشو صوف بشراشيب',
    description: 'صوف منسوج على النول يدويًا بشراشيب معقودة؛ دافئ وخفيف.',
  },
  'Block-Print Cotton Duster': {
    name: 'معطف قطن خفيف بطباعة يدوية',
    description: 'معطف طويل وخفيف مطبوع يدويًا بأختام خشبية محفورة.',
  },
  'Tapestry Vest': {
    name: 'صديري من نسيج التابستري',
    description: 'طبقة بلا أكمام من نسيج التابستري، مبطنة بالقطن.',
  },
  'Macramé Trim Shawl': {
    name: 'شال بحافة مكرميه',
    description: 'شال قطني واسع بحافة مكرميه معقودة يدويًا.',
  },
  'Velvet Evening Blazer': {
    name: 'بليزر قطيفة للسهرة',
    description: 'قطيفة قطنية ناعمة بزر واحد وبطانة ساتان.',
  },
  'Appliqué Denim Overshirt': {
    name: 'قميص جينز بالخيامية',
    description: 'قطع خيامية من شارع الخيامية في القاهرة على جينز مغسول.',
  },
  'Crochet Shoulder Bag': {
    name: 'حقيبة كتف كروشيه',
    description: 'حقيبة قطنية بالكروشيه اليدوي بمقبض خشبي، صُنعت في الفيوم.',
  },
  'Woven Straw Tote': {
    name: 'حقيبة توت من القش المنسوج',
    description: 'قش من سعف النخيل منسوج في أسوان بمقابض جلدية.',
  },
  'Leather Crossbody Bag': {
    name: 'حقيبة كروس جلد',
    description: 'جلد مدبوغ نباتيًا بحزام قابل للتعديل وإكسسوارات نحاسية.',
  },
  'Beaded Evening Clutch': {
    name: 'كلاتش سهرة بالخرز',
    description: 'خرز زجاجي مخيط يدويًا على قاعدة من الحرير؛ تتسع لهاتف ومفاتيح.',
  },
  'Macramé Bucket Bag': {
    name: 'حقيبة باكيت مكرميه',
    description: 'حبل قطني معقود بفتحة برباط وبطانة قطنية.',
  },
  'Quilted Chain Bag': {
    name: 'حقيبة مبطنة بسلسلة',
    description: 'جلد مبطن بنقشة المعين على سلسلة ذهبية اللون.',
  },
  'Canvas Market Tote': {
    name: 'حقيبة توت كانفاس للسوق',
    description: 'كانفاس قطني ثقيل، واسعة بما يكفي للسوق.',
  },
  'Embroidered Saddle Bag': {
    name: 'حقيبة سرج مطرزة',
    description: 'حقيبة سرج من الشمواه مطرزة بنقوش بدوية من سيناء.',
  },
  'One-Shoulder Satin Gown': {
    name: 'فستان سهرة ساتان بكتف واحد',
    description: 'فستان ساتان بطول الأرض بكتف واحد منحوت.',
  },
  'Sequin Midi Skirt': {
    name: 'تنورة ميدي بالترتر',
    description: 'ترتر بالكامل على شبك ناعم، مبطنة بالكامل.',
  },
  'Draped Jersey Jumpsuit': {
    name: 'جمبسوت جيرسيه منسدل',
    description: 'ياقة منسدلة وساقان واسعتان من جيرسيه مطفي ثقيل.',
  },
  'Pleated Chiffon Dress': {
    name: 'فستان شيفون بكسرات',
    description: 'شيفون بكسرات شعاعية وذيل متطاير.',
  },
};

export const COLOURS_AR: Record<string, string> = {
  Sage: 'أخضر مريمية',
  Sand: 'رملي',
  'Dusty Rose': 'وردي مطفي',
  Black: 'أسود',
  White: 'أبيض',
  'Sky Blue': 'أزرق سماوي',
  Olive: 'زيتي',
  Terracotta: 'طوبي',
  Cream: 'كريمي',
  Mustard: 'مسطردة',
  Blush: 'وردي فاتح',
  Navy: 'كحلي',
  Emerald: 'زمردي',
  Chocolate: 'بني شوكولاتة',
  Denim: 'أزرق جينز',
  Burgundy: 'نبيتي',
  Charcoal: 'رمادي فحمي',
  Camel: 'جملي',
  Lilac: 'ليلكي',
  Ivory: 'عاجي',
};
