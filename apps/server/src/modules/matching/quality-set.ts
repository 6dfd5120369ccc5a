/**
 * The labelled set that measures matching (issue 30): realistic needs of an Iranian marketplace
 * and the ideas that answer them, one idea per need (the pair's `key`), in English and in Persian.
 * The Persian needs are written as people type them, each in one `variant`: Arabic ي and ك,
 * half-spaces typed as spaces or left out (joined), diacritics and tatweel, Persian digits, or
 * Latin digits where the idea has Persian ones; their ideas are written in the standard forms.
 * Decoys answer nothing and need nothing here. quality.test.ts and bench/matching.bench.ts load
 * it and measure precision and recall at 5 (quality.ts).
 */
export interface QualityItem {
  title: string;
  summary: string;
  category: string;
}
export interface QualityPair {
  key: string;
  /** How the Persian need is spelled differently from its idea. */
  variant?: 'arabic' | 'space' | 'joined' | 'diacritics' | 'digits';
  need: QualityItem;
  idea: QualityItem;
}

export const qualityPairs: QualityPair[] = [
  {
    key: 'en01',
    need: {
      title: 'Online booking for my hair salon',
      summary:
        'Customers call all day to book haircuts; I want online booking with SMS reminders for my salon.',
      category: 'services',
    },
    idea: {
      title: 'Salon booking app with SMS reminders',
      summary:
        'Clients book haircut appointments online, the salon sees a daily calendar and clients get SMS reminders.',
      category: 'services',
    },
  },
  {
    key: 'en02',
    need: {
      title: 'Reduce bread waste in my bakery',
      summary: 'Every evening we throw away the unsold bread loaves of the day.',
      category: 'food',
    },
    idea: {
      title: 'Evening surplus bread marketplace',
      summary:
        'Bakeries sell unsold bread loaves at a discount in the evening through an app, so less bread is wasted.',
      category: 'food',
    },
  },
  {
    key: 'en03',
    need: {
      title: 'Drip irrigation for a pistachio orchard',
      summary: 'Water is scarce in Kerman and our pistachio trees need a cheap irrigation system.',
      category: 'agriculture',
    },
    idea: {
      title: 'Solar-powered drip irrigation kit for orchards',
      summary:
        'A low-cost drip irrigation kit with a solar pump for pistachio and almond orchards in dry regions.',
      category: 'agriculture',
    },
  },
  {
    key: 'en04',
    need: {
      title: 'Math tutor for the Konkur exam',
      summary: 'My son needs an affordable math tutor to prepare for the Konkur entrance exam.',
      category: 'education',
    },
    idea: {
      title: 'Online Konkur tutoring marketplace',
      summary:
        'Students find vetted math and physics tutors for the Konkur entrance exam, with live video lessons.',
      category: 'education',
    },
  },
  {
    key: 'en05',
    need: {
      title: 'Track our delivery motorbikes',
      summary: 'We run 20 courier motorbikes and never know where they are during the day.',
      category: 'services',
    },
    idea: {
      title: 'GPS fleet tracking for courier motorbikes',
      summary:
        'Cheap GPS trackers and a dashboard that shows every courier motorbike live on a map.',
      category: 'technology',
    },
  },
  {
    key: 'en06',
    need: {
      title: 'Sell handmade carpets abroad',
      summary: 'My family weaves Persian carpets by hand but we cannot reach foreign buyers.',
      category: 'retail',
    },
    idea: {
      title: 'Export store for handmade Persian carpets',
      summary:
        'An online store that photographs, ships and sells handmade Persian carpets to buyers in Europe.',
      category: 'retail',
    },
  },
  {
    key: 'en07',
    need: {
      title: 'A plumber at night for burst pipes',
      summary: 'When a pipe bursts at night I cannot find any plumber who comes.',
      category: 'services',
    },
    idea: {
      title: 'Emergency plumber on-demand',
      summary:
        'Verified plumbers accept urgent night calls for burst pipes and arrive within 30 minutes.',
      category: 'services',
    },
  },
  {
    key: 'en08',
    need: {
      title: 'Keep insulin cold during power cuts',
      summary: 'Our pharmacy loses insulin when the electricity goes out in summer.',
      category: 'health',
    },
    idea: {
      title: 'Battery-backed medicine refrigerator',
      summary:
        'A small fridge with batteries keeps insulin and vaccines cold through power cuts, made for pharmacies.',
      category: 'health',
    },
  },
  {
    key: 'en09',
    need: {
      title: 'Teach my daughter programming',
      summary: 'I want my 10 year old daughter to learn coding and programming in a fun way.',
      category: 'education',
    },
    idea: {
      title: 'Coding games for children',
      summary: 'Children aged 8 to 12 learn programming and coding by building their own games.',
      category: 'education',
    },
  },
  {
    key: 'en10',
    need: {
      title: 'Bookkeeping for my grocery shop',
      summary: 'I do the bookkeeping of my grocery on paper; invoices and stock are a mess.',
      category: 'finance',
    },
    idea: {
      title: 'Simple bookkeeping app for grocery shops',
      summary:
        'Record invoices, stock and daily sales of a small grocery shop from the phone, with tax reports.',
      category: 'finance',
    },
  },
  {
    key: 'en11',
    need: {
      title: 'Recycle plastic bottles in our town',
      summary:
        'Plastic bottles pile up in the streets of our town and nobody collects them for recycling.',
      category: 'other',
    },
    idea: {
      title: 'Reverse vending machines for bottle recycling',
      summary:
        'Machines that take plastic bottles and cans for recycling and pay the person credit.',
      category: 'manufacturing',
    },
  },
  {
    key: 'en12',
    need: {
      title: 'Cheaper university textbooks',
      summary: 'University textbooks are too expensive for students like me.',
      category: 'education',
    },
    idea: {
      title: 'Student marketplace for used textbooks',
      summary: 'Students buy and sell used university textbooks on campus at half the price.',
      category: 'education',
    },
  },
  {
    key: 'en13',
    need: {
      title: 'Air pollution warnings for my asthma',
      summary: 'Tehran air pollution makes my asthma worse; I want warnings before the bad days.',
      category: 'health',
    },
    idea: {
      title: 'Air pollution forecast alerts',
      summary:
        'Forecasts air pollution in Tehran a day ahead and sends alerts to people with asthma.',
      category: 'health',
    },
  },
  {
    key: 'en14',
    need: {
      title: 'Affordable wedding photographer in Isfahan',
      summary:
        'We are getting married and search for an affordable wedding photographer in Isfahan.',
      category: 'art_media',
    },
    idea: {
      title: 'Compare and book wedding photographers',
      summary:
        'Compare the portfolios and prices of wedding photographers in Isfahan and book one online.',
      category: 'art_media',
    },
  },
  {
    key: 'en15',
    need: {
      title: 'Parking downtown every morning',
      summary: 'Finding a parking spot downtown takes me 30 minutes every morning.',
      category: 'services',
    },
    idea: {
      title: 'Rent out empty parking spots by the hour',
      summary: 'Residents rent out their empty parking spots downtown by the hour to commuters.',
      category: 'services',
    },
  },
  {
    key: 'en16',
    need: {
      title: 'Healthy home-cooked lunch at the office',
      summary: 'Our office team wants a healthy home-cooked lunch delivered every day.',
      category: 'food',
    },
    idea: {
      title: 'Home cooks deliver lunch to offices',
      summary:
        'Home cooks prepare healthy lunch boxes that are delivered to offices every weekday.',
      category: 'food',
    },
  },
  {
    key: 'en17',
    need: {
      title: 'Certified translation for a German visa',
      summary: 'My diploma needs a certified translation into German for my visa application.',
      category: 'services',
    },
    idea: {
      title: 'Certified document translation online',
      summary:
        'Upload diplomas and certificates; certified translators deliver official German and English translations for visa applications.',
      category: 'services',
    },
  },
  {
    key: 'en18',
    need: {
      title: 'Rent a tent for camping',
      summary: 'We go camping twice a year, so buying a tent and camping gear is not worth it.',
      category: 'tourism',
    },
    idea: {
      title: 'Camping gear rental',
      summary:
        'Rent a tent, sleeping bags and a stove for a weekend camping trip, delivered to your door.',
      category: 'tourism',
    },
  },
  {
    key: 'en19',
    need: {
      title: 'Greenhouse overheats while I am away',
      summary: 'My cucumber greenhouse overheats when I am away and the plants die.',
      category: 'agriculture',
    },
    idea: {
      title: 'Greenhouse temperature sensor with phone alerts',
      summary:
        "Sensors measure greenhouse temperature and humidity, alert the farmer's phone and open the vents.",
      category: 'agriculture',
    },
  },
  {
    key: 'en20',
    need: {
      title: 'My elderly father lives alone',
      summary: 'My elderly father lives alone and I worry that he falls and nobody knows.',
      category: 'health',
    },
    idea: {
      title: 'Fall detection wristband for elderly people',
      summary: 'A wristband detects falls of elderly people who live alone and calls their family.',
      category: 'health',
    },
  },
  {
    key: 'en21',
    need: {
      title: 'Speak English fluently for job interviews',
      summary: 'I read English well but cannot speak it fluently in job interviews.',
      category: 'education',
    },
    idea: {
      title: 'English speaking practice with native tutors',
      summary:
        'Book short English speaking sessions with native tutors to practise for job interviews.',
      category: 'education',
    },
  },
  {
    key: 'en22',
    need: {
      title: 'Cracked phone screen repair',
      summary: 'My phone screen cracked and the repair shops are expensive.',
      category: 'services',
    },
    idea: {
      title: 'Doorstep phone screen repair',
      summary: 'A technician replaces cracked phone screens at your home at a fixed price.',
      category: 'services',
    },
  },
  {
    key: 'en23',
    need: {
      title: 'Sell our saffron without middlemen',
      summary: 'We grow saffron in Khorasan but middlemen take most of the price.',
      category: 'agriculture',
    },
    idea: {
      title: 'Farm-to-customer saffron shop',
      summary:
        'Saffron farmers sell directly to customers online with lab-tested quality, without middlemen.',
      category: 'retail',
    },
  },
  {
    key: 'en24',
    need: {
      title: 'Cat sitter while I travel',
      summary: 'Who can take care of my cat at home while I travel for a week?',
      category: 'services',
    },
    idea: {
      title: 'Pet sitters for cats and dogs',
      summary: 'Trusted pet sitters take care of cats and dogs at home while their owners travel.',
      category: 'services',
    },
  },
  {
    key: 'en25',
    need: {
      title: 'Find the water leak in our building',
      summary:
        'A water leak between the floors of our apartment building causes fights with neighbours.',
      category: 'services',
    },
    idea: {
      title: 'Water leak detection without breaking walls',
      summary:
        'Technicians find hidden water leaks in apartment buildings with acoustic sensors, without breaking walls.',
      category: 'services',
    },
  },
  {
    key: 'en26',
    need: {
      title: 'Electricity for our village school',
      summary: 'Our village school has no electricity for lights and computers.',
      category: 'education',
    },
    idea: {
      title: 'Solar power kits for village schools',
      summary: 'Solar panels with batteries power the lights and computers of village schools.',
      category: 'manufacturing',
    },
  },
  {
    key: 'en27',
    need: {
      title: 'Waiters lose orders in my restaurant',
      summary: 'Waiters lose orders and the kitchen gets them wrong in our restaurant.',
      category: 'food',
    },
    idea: {
      title: 'Tablet ordering for restaurants',
      summary:
        'Waiters take orders on tablets that go straight to the kitchen screen of the restaurant.',
      category: 'technology',
    },
  },
  {
    key: 'en28',
    need: {
      title: 'Gym membership is too expensive',
      summary: 'I want to work out but a monthly gym membership costs too much.',
      category: 'health',
    },
    idea: {
      title: 'Pay-per-visit gym pass',
      summary:
        'One pass to work out at many gyms, paying per visit instead of a monthly membership.',
      category: 'health',
    },
  },
  {
    key: 'en29',
    need: {
      title: 'Lawyer to read my rental contract',
      summary: 'My landlord wants to raise the rent; a lawyer should read my rental contract.',
      category: 'services',
    },
    idea: {
      title: 'Online legal advice from lawyers',
      summary: "Lawyers review rental contracts and answer tenants' legal questions by video call.",
      category: 'services',
    },
  },
  {
    key: 'en30',
    need: {
      title: 'Packaging for exporting dates',
      summary: 'Our Bam dates spoil and look cheap in plain boxes, so exporting them fails.',
      category: 'food',
    },
    idea: {
      title: 'Vacuum packaging for export dates',
      summary: 'Vacuum packaging machines and attractive boxes keep dates fresh for export.',
      category: 'manufacturing',
    },
  },
  {
    key: 'fa01',
    variant: 'arabic',
    need: {
      title: 'سيستم نوبت‌دهي آنلاين براي مطب دندانپزشكي',
      summary: 'بيماران تلفني نوبت مي‌گيرند و منشي مطب خسته شده است.',
      category: 'health',
    },
    idea: {
      title: 'نرم‌افزار نوبت‌دهی آنلاین مطب',
      summary:
        'بیماران با اپلیکیشن نوبت دندانپزشکی و پزشکی می‌گیرند و پیامک یادآوری نوبت دریافت می‌کنند.',
      category: 'health',
    },
  },
  {
    key: 'fa02',
    variant: 'space',
    need: {
      title: 'فروش آنلاین صنایع دستی اصفهان',
      summary: 'مینا کاری و قلمزنی ما مشتری خارجی ندارد.',
      category: 'retail',
    },
    idea: {
      title: 'فروشگاه اینترنتی صنایع‌دستی اصفهان',
      summary: 'میناکاری و قلمزنی و دیگر صنایع دستی اصفهان را آنلاین به خریداران خارجی می‌فروشد.',
      category: 'retail',
    },
  },
  {
    key: 'fa03',
    variant: 'digits',
    need: {
      title: 'معلم خصوصی ریاضی برای کنکور',
      summary: 'پسرم برای کنکور ۱۴۰۴ معلم خصوصی ریاضی می‌خواهد.',
      category: 'education',
    },
    idea: {
      title: 'کلاس آنلاین کنکور ریاضی و فیزیک',
      summary: 'دانش‌آموزان کنکوری با معلم‌های خصوصی ریاضی و فیزیک کلاس آنلاین دارند.',
      category: 'education',
    },
  },
  {
    key: 'fa04',
    variant: 'space',
    need: {
      title: 'آبیاری قطره ای برای باغ پسته',
      summary: 'کم آبی در رفسنجان درختان پسته ما را خشک کرده است.',
      category: 'agriculture',
    },
    idea: {
      title: 'کیت آبیاری قطره‌ای خورشیدی',
      summary: 'پمپ خورشیدی و لوله‌های آبیاری قطره‌ای برای باغ‌های پسته و بادام در مناطق کم‌آب.',
      category: 'agriculture',
    },
  },
  {
    key: 'fa05',
    variant: 'joined',
    need: {
      title: 'کاهش ضایعات نان در نانوایی',
      summary: 'هر شب نانهای فروشنرفته نانوایی دور ریخته میشود.',
      category: 'food',
    },
    idea: {
      title: 'فروش نان مانده با تخفیف',
      summary:
        'نانوایی‌ها نان‌های فروش‌نرفته عصر را با تخفیف در اپلیکیشن می‌فروشند تا ضایعات نان کم شود.',
      category: 'food',
    },
  },
  {
    key: 'fa06',
    variant: 'digits',
    need: {
      title: 'ردیابی موتورهای پیک',
      summary: '۱۵ موتور پیک داریم و نمی‌دانیم در طول روز کجا هستند.',
      category: 'services',
    },
    idea: {
      title: 'ردیاب جی‌پی‌اس برای ناوگان پیک موتوری',
      summary: 'ردیاب ارزان و داشبورد نقشه برای دیدن لحظه‌ای موتورهای پیک.',
      category: 'technology',
    },
  },
  {
    key: 'fa07',
    variant: 'diacritics',
    need: {
      title: 'فَروش فرش دَستباف به خَریدار خَارجی',
      summary: 'خَانواده ما فرش دَستباف مَی‌بافد ولی خَریدار خَارجی نَداریم.',
      category: 'retail',
    },
    idea: {
      title: 'صادرات فرش دستباف ایرانی',
      summary:
        'فروشگاه آنلاینی که فرش‌های دستباف را عکاسی و ارسال می‌کند و به خریداران اروپایی می‌فروشد.',
      category: 'retail',
    },
  },
  {
    key: 'fa08',
    variant: 'space',
    need: {
      title: 'لوله کش اضطراری شبانه',
      summary: 'نصف شب لوله ترکید و هیچ لوله کشی پیدا نکردیم.',
      category: 'services',
    },
    idea: {
      title: 'اپلیکیشن لوله‌کش فوری',
      summary: 'لوله‌کش‌های تأییدشده برای ترکیدگی لوله حتی نیمه‌شب در کمتر از ۳۰ دقیقه می‌رسند.',
      category: 'services',
    },
  },
  {
    key: 'fa09',
    variant: 'arabic',
    need: {
      title: 'نگهداري انسولين هنگام قطعي برق',
      summary: 'داروخانه ما در قطعي برق تابستان انسولين را از دست مي‌دهد.',
      category: 'health',
    },
    idea: {
      title: 'یخچال دارویی با باتری پشتیبان',
      summary:
        'یخچال کوچک باتری‌دار که انسولین و واکسن را در قطعی برق برای داروخانه‌ها سرد نگه می‌دارد.',
      category: 'health',
    },
  },
  {
    key: 'fa10',
    variant: 'joined',
    need: {
      title: 'آموزش برنامهنویسی به کودکان',
      summary: 'دخترم 9 ساله است و میخواهم برنامهنویسی یاد بگیرد.',
      category: 'education',
    },
    idea: {
      title: 'بازی‌های آموزش برنامه‌نویسی برای کودکان',
      summary: 'کودکان ۸ تا ۱۲ ساله با ساختن بازی برنامه‌نویسی یاد می‌گیرند.',
      category: 'education',
    },
  },
  {
    key: 'fa11',
    variant: 'arabic',
    need: {
      title: 'حسابداري سوپرماركت',
      summary: 'فاكتورها و موجودي انبار مغازه را روي كاغذ مي‌نويسم.',
      category: 'finance',
    },
    idea: {
      title: 'نرم‌افزار حسابداری ساده برای سوپرمارکت',
      summary: 'ثبت فاکتور، موجودی انبار و فروش روزانه مغازه با گوشی و گزارش مالیات.',
      category: 'finance',
    },
  },
  {
    key: 'fa12',
    variant: 'space',
    need: {
      title: 'بازیافت بطری پلاستیکی در محله',
      summary: 'بطری های پلاستیکی در کوچه های محله جمع می شود.',
      category: 'other',
    },
    idea: {
      title: 'دستگاه بازیافت بطری با پاداش',
      summary: 'دستگاهی که بطری پلاستیکی و قوطی را برای بازیافت می‌گیرد و اعتبار می‌دهد.',
      category: 'manufacturing',
    },
  },
  {
    key: 'fa13',
    variant: 'diacritics',
    need: {
      title: 'کَتاب دَاـنشگاهی اَرزان',
      summary: 'کَتاب‌های دَرـسی دَانشگاه بَرای دَانشجوها خَیلی گَران اَست.',
      category: 'education',
    },
    idea: {
      title: 'بازار کتاب دست‌دوم دانشجویی',
      summary: 'دانشجویان کتاب‌های درسی دست‌دوم دانشگاه را خرید و فروش می‌کنند.',
      category: 'education',
    },
  },
  {
    key: 'fa14',
    variant: 'arabic',
    need: {
      title: 'هشدار آلودگي هواي تهران',
      summary: 'آسم دارم و آلودگي هوا حالم را بد مي‌كند.',
      category: 'health',
    },
    idea: {
      title: 'پیش‌بینی آلودگی هوا و هشدار',
      summary: 'آلودگی هوای تهران را یک روز زودتر پیش‌بینی می‌کند و به بیماران آسمی هشدار می‌دهد.',
      category: 'health',
    },
  },
  {
    key: 'fa15',
    variant: 'arabic',
    need: {
      title: 'عكاس عروسي در شيراز',
      summary: 'دنبال عكاس عروسي با قيمت مناسب در شيراز هستيم.',
      category: 'art_media',
    },
    idea: {
      title: 'مقایسه و رزرو عکاس عروسی',
      summary: 'نمونه‌کار و قیمت عکاس‌های عروسی شیراز را مقایسه و آنلاین رزرو کنید.',
      category: 'art_media',
    },
  },
  {
    key: 'fa16',
    variant: 'space',
    need: {
      title: 'جای پارک در مرکز شهر',
      summary: 'هر روز صبح نیم ساعت دنبال جای پارک می گردم.',
      category: 'services',
    },
    idea: {
      title: 'اجاره ساعتی پارکینگ خالی',
      summary: 'ساکنان پارکینگ خالی خود را در مرکز شهر ساعتی اجاره می‌دهند.',
      category: 'services',
    },
  },
  {
    key: 'fa17',
    variant: 'diacritics',
    need: {
      title: 'نَاهار خَاـنگی بَرای کَارمندان',
      summary: 'هَمکاران اَدـاره غَذای خَانگی سَالم بَرای نَاهار مَی‌خواهند.',
      category: 'food',
    },
    idea: {
      title: 'تحویل ناهار خانگی به ادارات',
      summary: 'آشپزهای خانگی ناهار سالم درست می‌کنند و هر روز به ادارات تحویل می‌دهند.',
      category: 'food',
    },
  },
  {
    key: 'fa18',
    variant: 'joined',
    need: {
      title: 'ترجمه رسمی مدارک برای ویزای آلمان',
      summary: 'مدرک دانشگاهیام را باید برای ویزا ترجمه رسمی کنم.',
      category: 'services',
    },
    idea: {
      title: 'ترجمه رسمی آنلاین مدارک',
      summary:
        'مدارک و دانشنامه را بارگذاری کنید؛ مترجم رسمی ترجمه آلمانی و انگلیسی برای ویزا تحویل می‌دهد.',
      category: 'services',
    },
  },
  {
    key: 'fa19',
    variant: 'space',
    need: {
      title: 'اجاره وسایل کمپینگ',
      summary: 'سالی دو بار کمپ می رویم و خرید چادر نمی ارزد.',
      category: 'tourism',
    },
    idea: {
      title: 'کرایه چادر و وسایل کمپینگ',
      summary: 'چادر، کیسه‌خواب و اجاق سفری را برای کمپ آخر هفته کرایه کنید.',
      category: 'tourism',
    },
  },
  {
    key: 'fa20',
    variant: 'arabic',
    need: {
      title: 'كنترل دماي گلخانه',
      summary: 'گلخانه خيار من وقتي نيستم داغ مي‌شود و بوته‌ها خشك مي‌شوند.',
      category: 'agriculture',
    },
    idea: {
      title: 'حسگر دمای گلخانه با هشدار پیامکی',
      summary: 'حسگرها دما و رطوبت گلخانه را اندازه می‌گیرند و به گوشی کشاورز هشدار می‌دهند.',
      category: 'agriculture',
    },
  },
  {
    key: 'fa21',
    variant: 'diacritics',
    need: {
      title: 'مَراقبت از پدر سَالمندم که تَنهاست',
      summary: 'پَدرم تَنـها زَندگی مَی‌کند و نَگرانم زَمین بَخورد و کسی نَفهمد.',
      category: 'health',
    },
    idea: {
      title: 'دستبند تشخیص زمین خوردن سالمندان',
      summary: 'دستبندی که زمین خوردن سالمند تنها را تشخیص می‌دهد و به خانواده زنگ می‌زند.',
      category: 'health',
    },
  },
  {
    key: 'fa22',
    variant: 'arabic',
    need: {
      title: 'تقويت مكالمه زبان انگليسي',
      summary: 'براي مصاحبه كاري بايد روان انگليسي صحبت كنم.',
      category: 'education',
    },
    idea: {
      title: 'تمرین مکالمه انگلیسی با مدرس',
      summary: 'جلسه‌های کوتاه مکالمه انگلیسی با مدرس برای آمادگی مصاحبه کاری.',
      category: 'education',
    },
  },
  {
    key: 'fa23',
    variant: 'joined',
    need: {
      title: 'تعمیر صفحه شکسته گوشی',
      summary: 'صفحه گوشیام شکسته و تعمیرگاهها گران هستند.',
      category: 'services',
    },
    idea: {
      title: 'تعویض صفحه گوشی در محل',
      summary: 'تکنسین صفحه شکسته گوشی را در خانه شما با قیمت ثابت تعویض می‌کند.',
      category: 'services',
    },
  },
  {
    key: 'fa24',
    variant: 'space',
    need: {
      title: 'فروش مستقیم زعفران',
      summary: 'زعفران کار خراسان هستیم و واسطه ها بیشتر سود را می برند.',
      category: 'agriculture',
    },
    idea: {
      title: 'فروش مستقیم زعفران از مزرعه',
      summary: 'کشاورزان زعفران را بدون واسطه و با آزمایش کیفیت آنلاین می‌فروشند.',
      category: 'retail',
    },
  },
  {
    key: 'fa25',
    variant: 'arabic',
    need: {
      title: 'نگهداري گربه‌ام در سفر',
      summary: 'يك هفته سفرم؛ كسي بايد در خانه از گربه‌ام نگهداري كند.',
      category: 'services',
    },
    idea: {
      title: 'پرستار حیوانات خانگی',
      summary: 'پرستاران مطمئن در نبود صاحبان از گربه و سگ در خانه نگهداری می‌کنند.',
      category: 'services',
    },
  },
  {
    key: 'fa26',
    variant: 'space',
    need: {
      title: 'پیدا کردن نشتی آب ساختمان',
      summary: 'نشت آب بین طبقات آپارتمان دعوای همسایه ها شده است.',
      category: 'services',
    },
    idea: {
      title: 'نشت‌یابی آب بدون تخریب',
      summary: 'نشتی پنهان لوله آب ساختمان و آپارتمان بدون کندن دیوار پیدا می‌شود.',
      category: 'services',
    },
  },
  {
    key: 'fa27',
    variant: 'diacritics',
    need: {
      title: 'برق خَوـرشیدی بَرای مَدرسه رَوستا',
      summary: 'مَدرسه رَوـستای ما برق نَدارد و بَچه‌ها رَایانه نَدارند.',
      category: 'education',
    },
    idea: {
      title: 'پنل خورشیدی برای مدرسه‌های روستایی',
      summary: 'پنل خورشیدی و باتری برای روشنایی و رایانه مدرسه‌های روستایی.',
      category: 'manufacturing',
    },
  },
  {
    key: 'fa28',
    variant: 'joined',
    need: {
      title: 'سفارشگیری در رستوران',
      summary: 'گارسونها سفارشها را گم میکنند و آشپزخانه اشتباه میپزد.',
      category: 'food',
    },
    idea: {
      title: 'سفارش‌گیری با تبلت در رستوران',
      summary: 'گارسون سفارش را روی تبلت ثبت می‌کند و مستقیم به صفحه آشپزخانه رستوران می‌رود.',
      category: 'technology',
    },
  },
  {
    key: 'fa29',
    variant: 'arabic',
    need: {
      title: 'مشاوره حقوقي قرارداد اجاره',
      summary: 'صاحبخانه مي‌خواهد اجاره را زياد كند؛ وكيل براي بررسي قرارداد مي‌خواهم.',
      category: 'services',
    },
    idea: {
      title: 'مشاوره آنلاین با وکیل',
      summary: 'وکلا قرارداد اجاره را بررسی می‌کنند و به پرسش‌های حقوقی مستأجران پاسخ می‌دهند.',
      category: 'services',
    },
  },
  {
    key: 'fa30',
    variant: 'space',
    need: {
      title: 'بسته بندی خرما برای صادرات',
      summary: 'خرمای بم در جعبه ساده خراب و ارزان دیده می شود.',
      category: 'food',
    },
    idea: {
      title: 'بسته‌بندی وکیوم خرمای صادراتی',
      summary: 'دستگاه بسته‌بندی وکیوم و جعبه شیک، خرما را برای صادرات تازه نگه می‌دارد.',
      category: 'manufacturing',
    },
  },
];

export const decoyIdeas: QualityItem[] = [
  {
    title: 'Crypto trading signal bot',
    summary: 'A bot that sends buy and sell signals for bitcoin trading.',
    category: 'finance',
  },
  {
    title: 'Handmade wooden toys',
    summary: 'Wooden toys carved by hand from walnut wood, painted with safe colours.',
    category: 'manufacturing',
  },
  {
    title: 'Monthly perfume subscription',
    summary: 'Try a new niche perfume sample every month by subscription.',
    category: 'retail',
  },
  {
    title: 'Karaoke cafe franchise',
    summary: 'A karaoke cafe concept with private singing rooms for friends.',
    category: 'food',
  },
  {
    title: 'کافه کتاب با کتابخوانی گروهی',
    summary: 'کافه‌ای که جلسه‌های کتابخوانی گروهی و نقد رمان برگزار می‌کند.',
    category: 'food',
  },
  {
    title: 'تور طبیعت‌گردی کویر مرنجاب',
    summary: 'تور دو روزه کویر با شب‌مانی زیر آسمان پرستاره.',
    category: 'tourism',
  },
  {
    title: 'نقاشی دیواری برای کافه‌ها',
    summary: 'نقاش‌ها دیوار کافه و رستوران را با طرح سفارشی نقاشی می‌کنند.',
    category: 'art_media',
  },
  {
    title: 'فروش عسل طبیعی کوهستان',
    summary: 'عسل طبیعی زنبورداران سبلان با آزمایش اصالت.',
    category: 'agriculture',
  },
];

export const decoyNeeds: QualityItem[] = [
  {
    title: 'A band for my birthday party',
    summary: 'Looking for a live band to play at my birthday party next month.',
    category: 'art_media',
  },
  {
    title: 'Sell my old car quickly',
    summary: 'I want to sell my 2012 Peugeot quickly at a fair price.',
    category: 'other',
  },
  {
    title: 'Investor for my startup',
    summary: 'We need a seed investor for our logistics startup.',
    category: 'finance',
  },
  {
    title: 'Learn to play the setar',
    summary: 'I want to learn the setar from a good teacher in Tehran.',
    category: 'art_media',
  },
  {
    title: 'خرید عمده لوازم تحریر',
    summary: 'برای فروشگاهم لوازم تحریر عمده با قیمت مناسب می‌خواهم.',
    category: 'retail',
  },
  {
    title: 'طراحی لوگو برای برند پوشاک',
    summary: 'برند لباس زنانه ما لوگو و هویت بصری ندارد.',
    category: 'art_media',
  },
  {
    title: 'یادگیری سه‌تار در تهران',
    summary: 'دنبال استاد خوب سه‌تار در تهران هستم.',
    category: 'art_media',
  },
  {
    title: 'فروش آپارتمان قدیمی',
    summary: 'آپارتمان ۸۰ متری در کرج را می‌خواهم سریع بفروشم.',
    category: 'other',
  },
];
