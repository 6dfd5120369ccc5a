// Demo members, ideas and needs for a fresh marketplace: realistic entries, half in Persian and
// half in English. Answers are keyed by the question bank's keys and follow its answer rules.
import type { Section } from '@ideabazaar/shared/schemas/questions';

export interface DemoMember {
  key: string;
  firstName: string;
  lastName: string;
  city: string;
  email: string;
  /** Iranian number, 11 digits starting with 0 (landline 0XX... or mobile 09...). */
  phone: string;
}

export interface DemoComment {
  /** Key of the commenting member, never the item's owner. */
  author: string;
  /** At most 1000 characters. */
  body: string;
}

export interface DemoItem {
  /** Key of the owning member. */
  owner: string;
  section: Section;
  /** Question key -> answer, for every question of the section's set in the question bank. */
  answers: Record<string, string>;
  /** Whole Toman; null when negotiable. Needs carry no price. */
  price: number | null;
  negotiable: boolean;
  /** At most 300 characters. */
  elevatorText: string;
  /** Ideas: the business model in a few sentences; needs: ''. */
  businessText: string;
  /** Ideas: question keys whose answers the owner keeps private; needs: []. */
  privateKeys: string[];
  /** Days since publication, 0..40. */
  daysAgo: number;
  comments: DemoComment[];
}

export const demoMembers: DemoMember[] = [
  {
    key: 'maryam',
    firstName: 'مریم',
    lastName: 'رضایی',
    city: 'تهران',
    email: 'maryam.rezaei@example.com',
    phone: '09124417352',
  },
  {
    key: 'ali',
    firstName: 'علی',
    lastName: 'کریمی',
    city: 'اصفهان',
    email: 'ali.karimi@example.com',
    phone: '03132245678',
  },
  {
    key: 'sara',
    firstName: 'Sara',
    lastName: 'Ahmadi',
    city: 'Shiraz',
    email: 'sara.ahmadi@example.com',
    phone: '09173658201',
  },
  {
    key: 'reza',
    firstName: 'رضا',
    lastName: 'حسینی',
    city: 'تبریز',
    email: 'reza.hosseini@example.com',
    phone: '04135527410',
  },
  {
    key: 'neda',
    firstName: 'Neda',
    lastName: 'Farahani',
    city: 'Mashhad',
    email: 'neda.farahani@example.com',
    phone: '09153384906',
  },
  {
    key: 'omid',
    firstName: 'امید',
    lastName: 'نوروزی',
    city: 'رشت',
    email: 'omid.norouzi@example.com',
    phone: '01333624718',
  },
  {
    key: 'parisa',
    firstName: 'Parisa',
    lastName: 'Tehrani',
    city: 'Yazd',
    email: 'parisa.tehrani@example.com',
    phone: '09133520947',
  },
  {
    key: 'kian',
    firstName: 'Kian',
    lastName: 'Mohammadi',
    city: 'Karaj',
    email: 'kian.mohammadi@example.com',
    phone: '02634481259',
  },
];

const ideas: DemoItem[] = [
  {
    owner: 'neda',
    section: 'idea',
    answers: {
      idea_title: 'Saffron Direct: farm-to-importer exports',
      category: 'agriculture',
      problem:
        'Saffron growers in Khorasan sell to middlemen at the Torbat-e Heydarieh market for a fraction of the export price, while importers in the Gulf, Spain and China struggle to verify purity and grade. Exporters repackage and mix batches, so farmers see no reward for quality and buyers pay for a lab test of every lot.',
      solution:
        'An online platform where cooperatives list lots with ISO 3632 lab results, photos and harvest date. Verified importers order samples, then bulk lots; we handle export customs and packaging in Mashhad, hold the payment in escrow through a licensed exchange partner and release it to the farmers once the buyer confirms the lab report.',
      target_customers:
        'About 90,000 saffron-farming households in Razavi and South Khorasan, reached through 40+ cooperatives, and roughly 300 mid-sized importers and spice packers in the UAE, Spain, Iraq and China who buy 50 to 500 kg a year.',
      revenue_model: 'commission',
      has_prototype: 'yes',
      investment_needed: '2800000000',
      monthly_revenue: '1200000000',
      collaboration_fee: '60000000',
    },
    price: 95_000_000,
    negotiable: false,
    elevatorText:
      'Cooperatives in Khorasan sell lab-graded saffron straight to foreign importers; we handle testing, export paperwork and escrow payments, and take a 6% commission.',
    businessText:
      "Importers pay a 6% commission on each completed order, and cooperatives pay a flat listing fee of 1,500,000 Toman per season for lab verification. Export packaging in Mashhad is offered as an optional service at cost plus 15%. At 2 tonnes a year, about 1% of Iran's saffron exports, the commission alone covers a team of five. Currency risk is limited by pricing in dirhams and settling weekly through a licensed exchange house.",
    privateKeys: ['solution'],
    daysAgo: 3,
    comments: [
      {
        author: 'kian',
        body: 'Which labs do you use for the ISO 3632 grading, and will importers in Dubai accept those certificates without retesting?',
      },
      {
        author: 'sara',
        body: 'How do the farmers get paid given the currency rules? A 6% fee sounds low if you also carry the exchange-rate risk between order and settlement.',
      },
    ],
  },
  {
    owner: 'reza',
    section: 'idea',
    answers: {
      idea_title: 'معلم‌یار: کلاس خصوصی آنلاین برای کنکوری‌ها',
      category: 'education',
      problem:
        'دانش‌آموزان شهرهای کوچک به معلم‌های باتجربه‌ی کنکور دسترسی ندارند و کلاس خصوصی حضوری در تهران یا تبریز ساعتی بیش از یک میلیون تومان هزینه دارد. آموزشگاه‌ها هم کلاس‌های شلوغ برگزار می‌کنند و به اشکال‌های تک‌تک دانش‌آموزان نمی‌رسند.',
      solution:
        'اپلیکیشنی که دانش‌آموز در آن بر اساس درس، سطح و بودجه معلم انتخاب می‌کند و کلاس یک‌به‌یک تصویری با تخته‌ی مشترک برگزار می‌شود. هر جلسه ضبط می‌شود، تمرین‌ها در اپ تحویل و تصحیح می‌شوند و اولیا هر هفته گزارش پیشرفت دریافت می‌کنند. معلم‌ها با آزمون و جلسه‌ی آزمایشی گزینش می‌شوند.',
      target_customers:
        'دانش‌آموزان پایه‌ی یازدهم و دوازدهم رشته‌های ریاضی و تجربی، به‌ویژه در شهرهای کوچک آذربایجان و غرب کشور؛ هر سال حدود یک میلیون نفر در کنکور شرکت می‌کنند. خریدار اصلی خانواده‌هایی هستند که ماهانه دو تا پنج میلیون تومان برای آموزش فرزندشان هزینه می‌کنند.',
      revenue_model: 'commission',
      has_prototype: 'yes',
      investment_needed: '1500000000',
      monthly_revenue: '900000000',
      collaboration_fee: '45000000',
    },
    price: 70_000_000,
    negotiable: false,
    elevatorText:
      'بازارگاه کلاس خصوصی آنلاین کنکور: دانش‌آموز شهرستانی با معلم برتر کلاس یک‌به‌یک می‌گیرد و خانواده هر هفته گزارش پیشرفت او را می‌بیند.',
    businessText:
      'از هر جلسه ۲۰ درصد کارمزد برداشته می‌شود و باقی مبلغ پس از برگزاری کلاس به حساب معلم واریز می‌شود. بسته‌های ده‌جلسه‌ای با تخفیف فروخته می‌شوند تا پول زودتر وارد شود و ریزش دانش‌آموزان کمتر باشد. در فصل کنکور، آزمون‌های آزمایشی آنلاین هم جداگانه فروخته می‌شود. نسخه‌ی آزمایشی با ۱۵ معلم و ۱۲۰ دانش‌آموز در تبریز امتحان شده است.',
    privateKeys: ['monthly_revenue'],
    daysAgo: 12,
    comments: [
      {
        author: 'maryam',
        body: 'کیفیت تماس تصویری را با اینترنت ضعیف شهرهای کوچک چطور تضمین می‌کنید؟ نسخه‌ی کم‌حجمی دارید که فقط صدا و تخته را منتقل کند؟',
      },
      {
        author: 'omid',
        body: 'جلوی معلم‌هایی را که شماره‌ی دانش‌آموز را می‌گیرند و سامانه را دور می‌زنند چطور می‌گیرید؟ این مشکل اصلی بیشتر بازارگاه‌های آموزشی است.',
      },
      {
        author: 'neda',
        body: 'آماری از نرخ تمدید بسته‌ها در نسخه‌ی آزمایشی دارید؟ برای تصمیم به خرید، این عدد برایم از همه مهم‌تر است.',
      },
    ],
  },
  {
    owner: 'parisa',
    section: 'idea',
    answers: {
      idea_title: 'Smart irrigation for pistachio orchards',
      category: 'technology',
      problem:
        'Pistachio orchards in Yazd, Kerman and Rafsanjan pump from falling aquifers and flood-irrigate on a fixed calendar. Farmers pay more for electricity and water every year, soil salinity keeps rising, and watering at the wrong growth stage lowers nut quality and increases blank nuts.',
      solution:
        'Low-cost soil-moisture and salinity sensors at three depths send readings over LoRa to a solar-powered gateway. An app and SMS alerts tell the farmer exactly when and how long to run each valve, based on tree stage and evapotranspiration; optional relays switch the pumps automatically.',
      target_customers:
        'Owners of 5 to 50 hectare pistachio orchards in Yazd, Kerman, Rafsanjan and Khorasan, about 60,000 orchards, plus agricultural cooperatives and regional water companies that must cut groundwater use.',
      revenue_model: 'product_sales',
      has_prototype: 'yes',
      investment_needed: '3500000000',
      monthly_revenue: '1800000000',
      collaboration_fee: '70000000',
    },
    price: 140_000_000,
    negotiable: false,
    elevatorText:
      'Soil sensors and a solar LoRa gateway tell pistachio farmers exactly when to irrigate; our pilot orchard in Ardakan cut water use by 28% without hurting yield.',
    businessText:
      'Each orchard kit, a gateway plus six sensor stations, sells for about 95,000,000 Toman installed, with a yearly subscription of 6,000,000 Toman for the app, SMS alerts and agronomist reports. Kits are assembled in Yazd from imported sensors and locally made enclosures, at a gross margin near 35%. Cooperatives buy in bulk and can pay in installments after harvest. Water-saving subsidies from the provincial agriculture organization can cover up to half of the kit price.',
    privateKeys: ['solution', 'investment_needed'],
    daysAgo: 20,
    comments: [
      {
        author: 'reza',
        body: 'How long do the sensors last in saline soil? Our moisture probes near Rafsanjan corroded within a single season.',
      },
      {
        author: 'neda',
        body: "Did the 28% saving hold through the summer heat, or only in spring? I'd like to see the pilot data before making an offer.",
      },
      {
        author: 'ali',
        body: 'Do you handle the subsidy application for the farmer, or do they have to deal with the agriculture organization themselves?',
      },
    ],
  },
  {
    owner: 'parisa',
    section: 'idea',
    answers: {
      idea_title: 'تجربه‌ی یک روز زندگی در بافت تاریخی یزد',
      category: 'tourism',
      problem:
        'بیشتر گردشگرانی که به یزد می‌آیند یک یا دو شب می‌مانند، چند بنای مشهور را می‌بینند و می‌روند. صنعتگران محلی مثل زیلوبافان و شیرینی‌پزهای سنتی هم سهم کمی از درآمد گردشگری دارند، چون راهی برای رسیدن به گردشگر ندارند.',
      solution:
        'بسته‌های یک‌روزه‌ی تجربه‌محور: صبح کارگاه زیلوبافی در میبد، ناهار در خانه‌ی یک خانواده‌ی یزدی، بعدازظهر پخت قطاب و شب پشت‌بام‌گردی با راهنمای محلی. رزرو آنلاین به فارسی و انگلیسی انجام می‌شود و سهم ثابتی از هر بلیت مستقیم به میزبان‌ها می‌رسد.',
      target_customers:
        'گردشگران اروپایی و چینی که هر سال ده‌ها هزار نفرشان به یزد سفر می‌کنند، و خانواده‌ها و گروه‌های جوان ایرانی که در نوروز و تعطیلات پاییز به یزد می‌آیند. همکاری با اقامتگاه‌های بوم‌گردی شهر، کانال اصلی فروش است.',
      revenue_model: 'paid_services',
      has_prototype: 'no',
      investment_needed: '600000000',
      monthly_revenue: '450000000',
      collaboration_fee: '0',
    },
    price: null,
    negotiable: true,
    elevatorText:
      'گردشگر به‌جای بازدید شتاب‌زده از یزد، یک روز کامل را با زیلوباف، آشپز و راهنمای محلی می‌گذراند و سهم ثابتی از هر بلیت به میزبان‌ها می‌رسد.',
    businessText:
      'هر بسته‌ی یک‌روزه برای گردشگر ایرانی حدود ۳ میلیون تومان و برای گردشگر خارجی ۶۰ یورو قیمت دارد. ۶۰ درصد مبلغ به میزبان‌ها و راهنما می‌رسد و ۴۰ درصد صرف بازاریابی، بیمه و هزینه‌های ثابت می‌شود. فروش از راه اقامتگاه‌های بوم‌گردی با ۱۰ درصد پورسانت و سایت دوزبانه انجام می‌شود. در فصل کم‌سفر، همین بسته‌ها برای اردوی مدرسه‌ها و شرکت‌ها فروخته می‌شود.',
    privateKeys: ['solution'],
    daysAgo: 6,
    comments: [
      {
        author: 'ali',
        body: 'برای پذیرایی ناهار در خانه‌ی خانواده‌ها مجوز خاصی از میراث فرهنگی یا بهداشت لازم است؟ این بخش ممکن است دردسرساز شود.',
      },
      {
        author: 'maryam',
        body: 'تا حالا چند خانواده‌ی میزبان موافقت کرده‌اند؟ اگر تعدادشان کم باشد، در نوروز ظرفیت کم نمی‌آورید؟',
      },
    ],
  },
  {
    owner: 'sara',
    section: 'idea',
    answers: {
      idea_title: 'BookSwap: second-hand textbook exchange',
      category: 'education',
      problem:
        'University students in Shiraz spend millions of Toman each term on textbooks and reference books they use for a single semester. Used copies change hands only through crowded Telegram groups and notice boards, with no way to check the edition or condition, and many books end up gathering dust on shelves.',
      solution:
        "A mobile-first web app where students scan a book's ISBN, choose its condition and list it in seconds. Buyers search by course code or a professor's reading list, and hand-offs happen at fixed pick-up points on campus, such as the faculty copy shop, so nobody has to share their address.",
      target_customers:
        "Undergraduate and master's students at Shiraz University, Shiraz University of Medical Sciences and Azad University, about 120,000 students, then other large university cities. Medical and engineering students buy the most expensive books.",
      revenue_model: 'commission',
      has_prototype: 'yes',
      investment_needed: '400000000',
      monthly_revenue: '150000000',
      collaboration_fee: '25000000',
    },
    price: 18_000_000,
    negotiable: false,
    elevatorText:
      "Students scan a textbook's barcode to list it and hand it over at a campus copy shop; used books sell at about half price and we keep 8%.",
    businessText:
      'The platform keeps 8% of each sale, paid by the buyer online; sellers receive their money when the buyer collects the book. Campus copy shops act as pick-up points and earn 20,000 Toman per hand-off, which also brings them customers. Later revenue can come from sponsored listings for publishers of new editions. The pilot at the engineering faculty sold 340 books in its first term.',
    privateKeys: ['monthly_revenue'],
    daysAgo: 27,
    comments: [
      {
        author: 'omid',
        body: 'Could this work for Konkur prep books too? Those sell in huge numbers every summer and are thrown away right after the exam.',
      },
      {
        author: 'parisa',
        body: 'Have you asked the copy shops whether 20,000 Toman per hand-off is worth the shelf space and the responsibility for lost books?',
      },
    ],
  },
  {
    owner: 'maryam',
    section: 'idea',
    answers: {
      idea_title: 'آشپزخانه‌ی ابری غذای خانگی در غرب تهران',
      category: 'food',
      problem:
        'کارمندان و دانشجویان غرب تهران برای ناهار یا فست‌فود گران سفارش می‌دهند یا غذای بی‌کیفیت می‌خورند. رستوران‌های معمولی هم اجاره‌ی سنگین سالن می‌پردازند و نمی‌توانند غذای خانگی سالم را با قیمت مناسب بفروشند.',
      solution:
        'یک آشپزخانه‌ی صنعتی بدون سالن در شهرک غرب که با سه برند مجازی (خورش‌های خانگی، غذای رژیمی و آش و حلیم) فقط از راه اسنپ‌فود و سایت خودمان می‌فروشد. منو هر روز عوض می‌شود، مواد اولیه یک‌جا خرید می‌شود و سفارش‌ها تا ظهر با پیک خودمان به ادارات می‌رسد.',
      target_customers:
        'کارکنان شرکت‌ها و ادارات منطقه‌های ۲، ۵ و ۲۲ تهران، به‌ویژه برج‌های اداری شهرک غرب و سعادت‌آباد، و دانشجویانی که در خوابگاه یا خانه‌ی مجردی زندگی می‌کنند. فقط در همین منطقه‌ها ده‌ها هزار کارمند هر روز ناهار می‌خرند.',
      revenue_model: 'product_sales',
      has_prototype: 'yes',
      investment_needed: '2200000000',
      monthly_revenue: '1600000000',
      collaboration_fee: '50000000',
    },
    price: 60_000_000,
    negotiable: false,
    elevatorText:
      'سه برند مجازی غذای خانگی از یک آشپزخانه‌ی بدون سالن در غرب تهران؛ بدون اجاره‌ی سالن، غذای سالم با قیمتی کمتر از رستوران به ادارات می‌رسد.',
    businessText:
      'درآمد از فروش مستقیم غذا با میانگین ۲۲۰ هزار تومان برای هر سفارش به دست می‌آید. چون سالن پذیرایی نداریم، اجاره حدود یک‌سوم رستوران مشابه است و حاشیه‌ی سود به ۳۰ درصد می‌رسد. قرارداد ماهانه با ادارات، فروش را پیش‌بینی‌پذیر و دورریز مواد را کم می‌کند. در مرحله‌ی بعد، همین مدل در شرق تهران تکرار می‌شود.',
    privateKeys: ['solution', 'monthly_revenue'],
    daysAgo: 2,
    comments: [
      {
        author: 'reza',
        body: 'کارمزد ۲۵ تا ۳۰ درصدی اسنپ‌فود را در حاشیه‌ی سود ۳۰ درصد حساب کرده‌اید؟ سهم سفارش‌های سایت خودتان چقدر است؟',
      },
      {
        author: 'sara',
        body: 'مجوز بهداشت و پروانه‌ی کسب آشپزخانه‌ی بدون سالن را گرفته‌اید یا خریدار باید خودش بگیرد؟',
      },
      {
        author: 'kian',
        body: 'اگر قراردادهای ادارات هم به خریدار منتقل شود، قیمت پیشنهادی من بالاتر می‌رود. الان چند قرارداد فعال دارید؟',
      },
    ],
  },
  {
    owner: 'sara',
    section: 'idea',
    answers: {
      idea_title: 'Handicraft e-shop for Iranian artisans',
      category: 'retail',
      problem:
        'Master artisans in Isfahan, Shiraz and Zanjan make minakari, khatam and hand-forged knives, but sell mostly through bazaar shops that take 40 to 60% and pay months later. Tourists who loved a piece cannot reorder once they are home, and Iranians abroad have no trusted way to buy authentic work.',
      solution:
        "A curated e-shop with a story page for each artisan, professional photos and a short video of the making process. Orders inside Iran ship by Post and Tipax; orders from abroad go through a partner in Dubai. Every piece comes with a certificate showing the artisan's name and a QR code.",
      target_customers:
        'Iranians aged 25 to 50 buying gifts inside Iran, the Iranian diaspora in Germany, Canada and the UAE who want authentic crafts, and foreign tourists who have visited Iran. Companies buying Nowruz gifts for staff and clients are a strong seasonal segment.',
      revenue_model: 'product_sales',
      has_prototype: 'no',
      investment_needed: '900000000',
      monthly_revenue: '500000000',
      collaboration_fee: '0',
    },
    price: null,
    negotiable: true,
    elevatorText:
      "A curated online shop selling minakari, khatam and other crafts straight from Iranian masters, with each artisan's story, a certificate and a QR code on every piece.",
    businessText:
      'We buy pieces from artisans at 70% of the retail price and pay within a week instead of months, then sell online at bazaar prices. Corporate Nowruz gift boxes bring a large share of yearly sales in just six weeks. Photography and storytelling are done once per artisan and reused across Instagram and the shop. Shipping abroad is priced separately so margins stay intact.',
    privateKeys: ['revenue_model'],
    daysAgo: 33,
    comments: [
      {
        author: 'ali',
        body: 'I know several khatam masters in Isfahan who would join. Do you take pieces on consignment, or only buy outright?',
      },
      {
        author: 'maryam',
        body: 'How do you collect payments from the diaspora under sanctions? That part decides whether the export side works at all.',
      },
      {
        author: 'neda',
        body: 'Corporate Nowruz boxes are a great angle. Have you priced a mixed box at around 5 million Toman? That is what companies in Mashhad usually spend per client.',
      },
    ],
  },
  {
    owner: 'ali',
    section: 'idea',
    answers: {
      idea_title: 'صندوق خانوادگی آنلاین برای وام‌های کوچک',
      category: 'finance',
      problem:
        'بسیاری از خانواده‌ها و همکاران در ایران صندوق قرض‌الحسنه‌ی خانوادگی دارند؛ اقساط در دفترچه یا فایل اکسل ثبت می‌شود، قرعه‌کشی شفاف نیست و مسئول صندوق باید هر ماه به همه پیام بدهد و پیگیری کند. این کار وقت‌گیر است و گاهی باعث دلخوری اعضا می‌شود.',
      solution:
        'اپلیکیشنی که مدیر صندوق در آن اعضا، مبلغ سهم و تعداد اقساط را تعریف می‌کند. یادآوری پرداخت با پیامک فرستاده می‌شود، اعضا قسط را از درگاه بانکی می‌پردازند و قرعه‌کشی با روشی قابل بررسی و به‌صورت زنده در گروه انجام می‌شود. همه‌ی گردش حساب برای همه‌ی اعضا قابل مشاهده است.',
      target_customers:
        'مدیران صندوق‌های خانوادگی، دوستانه و کارمندی با ۱۰ تا ۱۰۰ عضو، به‌ویژه در اصفهان، مشهد و تهران؛ برآورد ما بیش از ۵۰۰ هزار صندوق فعال در کشور است. بیشتر مدیران این صندوق‌ها زنان ۳۵ تا ۶۰ ساله‌اند.',
      revenue_model: 'subscription',
      has_prototype: 'no',
      investment_needed: '800000000',
      monthly_revenue: '400000000',
      collaboration_fee: '35000000',
    },
    price: 45_000_000,
    negotiable: false,
    elevatorText:
      'دفترچه‌ی صندوق خانوادگی را به اپ تبدیل می‌کنیم: یادآوری پیامکی قسط، پرداخت آنلاین و قرعه‌کشی شفافی که همه‌ی اعضا می‌بینند.',
    businessText:
      'صندوق‌های تا ۱۵ عضو رایگان‌اند و صندوق‌های بزرگ‌تر ماهانه ۱۵۰ هزار تومان حق اشتراک می‌پردازند. هزینه‌ی پیامک‌ها در حق اشتراک گنجانده شده است. پول اعضا نزد بانک شریک می‌ماند و ما فقط نرم‌افزار را ارائه می‌دهیم. در مرحله‌ی بعد، با همکاری یک بانک، وام تکمیلی به اعضای خوش‌حساب پیشنهاد می‌شود.',
    privateKeys: ['solution'],
    daysAgo: 9,
    comments: [
      {
        author: 'reza',
        body: 'برای اتصال به درگاه و نگهداری پول اعضا حتماً از یک مشاور حقوقی درباره‌ی ضوابط بانک مرکزی بپرسید؛ چند سرویس مشابه به همین دلیل متوقف شدند.',
      },
      {
        author: 'parisa',
        body: 'برای مدیرهای مسن‌تر نسخه‌ی ساده‌تری در نظر دارید؟ مثلاً ثبت قسط با ارسال پیامک، بدون نصب اپ.',
      },
    ],
  },
  {
    owner: 'omid',
    section: 'idea',
    answers: {
      idea_title: 'همراه سالمند: یادآور دارو و نوبت پزشک',
      category: 'health',
      problem:
        'بسیاری از سالمندان در رشت و شهرهای شمالی تنها زندگی می‌کنند و فرزندانشان در تهران یا خارج از کشورند. فراموش کردن داروها، جا ماندن از نوبت پزشک و آزمایش، و نبود کسی که فشار خون و قند را پیگیری کند به بستری شدن‌های پرهزینه می‌انجامد.',
      solution:
        'سرویسی ترکیبی: اپ ساده برای فرزندان، تماس صوتی خودکار برای یادآوری دارو به تلفن ثابت سالمند، و پرستار محله‌ای که هفته‌ای یک بار سر می‌زند، فشار و قند را ثبت می‌کند و داروها را در جعبه‌ی هفتگی می‌چیند. اگر سالمند به تماس جواب ندهد، به فرزندش هشدار داده می‌شود.',
      target_customers:
        'فرزندان ۳۰ تا ۵۵ ساله‌ی سالمندان بالای ۶۵ سال که جدا از والدین خود زندگی می‌کنند، ابتدا در گیلان و سپس در کل کشور؛ حدود ۱۰ درصد جمعیت ایران بیش از ۶۰ سال سن دارند و این سهم به‌سرعت بالا می‌رود. ایرانیان خارج از کشور که برای مراقبت از والدین هزینه می‌کنند هم مشتریان مهمی هستند.',
      revenue_model: 'subscription',
      has_prototype: 'yes',
      investment_needed: '700000000',
      monthly_revenue: '550000000',
      collaboration_fee: '40000000',
    },
    price: 55_000_000,
    negotiable: false,
    elevatorText:
      'تماس خودکار یادآور دارو، پرستار هفتگی و گزارش لحظه‌ای برای فرزندان؛ خیال خانواده‌ها از سالمندی که تنها زندگی می‌کند راحت می‌شود.',
    businessText:
      'اشتراک ماهانه‌ی پایه با تماس یادآور و گزارش، ۹۰۰ هزار تومان و اشتراک کامل با ویزیت هفتگی پرستار، ۴ میلیون تومان است. پرستارها پاره‌وقت و محله‌ای‌اند و هر کدام ۲۵ سالمند را پوشش می‌دهند. فرزندان خارج از کشور می‌توانند اشتراک سالانه را یک‌جا بپردازند. همکاری با داروخانه‌ها برای ارسال دارو، درآمد جانبی ایجاد می‌کند.',
    privateKeys: ['solution', 'monthly_revenue'],
    daysAgo: 15,
    comments: [
      {
        author: 'maryam',
        body: 'پرستارها عضو نظام پرستاری‌اند یا مراقب آموزش‌دیده؟ برای بیمه‌ی مسئولیت، این تفاوت مهمی است.',
      },
      {
        author: 'sara',
        body: 'پدر من در شیراز تنها زندگی می‌کند. برنامه‌ای برای گسترش سرویس به شهرهای دیگر دارید؟',
      },
      {
        author: 'kian',
        body: 'در آزمایش با ۳۰ خانواده، چند درصد سالمندان به تماس خودکار جواب دادند و دارو را به موقع خوردند؟',
      },
    ],
  },
  {
    owner: 'kian',
    section: 'idea',
    answers: {
      idea_title: 'Recycled PET yarn for machine-made carpets',
      category: 'manufacturing',
      problem:
        'Machine-made carpet factories in Kashan and Aran-Bidgol import most of their polyester and acrylic yarn and pay in foreign currency, while millions of PET bottles from Tehran and Karaj end up in landfill. Yarn prices swing with the exchange rate and shipments are often delayed at customs.',
      solution:
        "A small plant in a Karaj industrial park that washes and flakes collected PET bottles and spins them into polyester yarn for carpet pile and backing. Bottles come from the municipality's recycling booths and waste pickers' cooperatives, and the yarn is sold in Toman at a stable price.",
      target_customers:
        "Around 400 machine-made carpet and rug factories in Kashan, Aran-Bidgol and Qom, plus blanket and non-woven fabric producers. Five mid-sized factories could take the plant's entire first-year output.",
      revenue_model: 'product_sales',
      has_prototype: 'no',
      investment_needed: '45000000000',
      monthly_revenue: '9000000000',
      collaboration_fee: '0',
    },
    price: 150_000_000,
    negotiable: false,
    elevatorText:
      "Turn Karaj's PET bottles into carpet yarn sold in Toman, replacing imported polyester for Kashan's machine-made carpet factories at about 15% below import prices.",
    businessText:
      'The plant sells yarn by the tonne to carpet factories, about 15% below imported polyester and with no currency exposure for the buyer. Bottles are bought from cooperatives by weight, which keeps raw material cheap and builds a reliable supply. Two anchor customers would sign yearly contracts with a deposit that funds working capital. Recycling also qualifies the plant for environmental tax incentives.',
    privateKeys: ['solution', 'target_customers'],
    daysAgo: 38,
    comments: [
      {
        author: 'ali',
        body: 'Have you tested whether recycled PET yarn takes dye as evenly as virgin polyester? Buyers in Kashan are very picky about colour consistency between batches.',
      },
      {
        author: 'parisa',
        body: 'What does the environmental permit for a bottle-washing line in Karaj involve, and how long did it take similar plants to get one?',
      },
    ],
  },
  {
    owner: 'omid',
    section: 'idea',
    answers: {
      idea_title: 'پادکست قصه‌های گیلان به فارسی و گیلکی',
      category: 'art_media',
      problem:
        'قصه‌ها، مثل‌ها و لالایی‌های گیلکی با درگذشت نسل قدیم در حال فراموشی است و جوانان گیلانی محتوای جذابی به زبان مادری خود پیدا نمی‌کنند. محتوای صوتی موجود پراکنده است و کیفیت ضبط پایینی دارد.',
      solution:
        'پادکستی هفتگی که قصه‌های محلی را با روایت حرفه‌ای، موسیقی محلی و توضیح فارسی منتشر می‌کند. قصه‌ها از گفت‌وگو با سالمندان روستاهای گیلان گردآوری و با اجازه‌ی خودشان ضبط می‌شوند. نسخه‌ی کودک هم برای پخش در مهدکودک‌ها ساخته می‌شود.',
      target_customers:
        'گیلانی‌های ساکن تهران و خارج از کشور که دلتنگ زبان و فرهنگ محلی‌اند، خانواده‌هایی که می‌خواهند کودکشان گیلکی بشنود، و گردشگران علاقه‌مند به فرهنگ شمال. برندهای محلی مثل تولیدکنندگان چای و برنج گیلان هم اسپانسرهای بالقوه‌ی ما هستند.',
      revenue_model: 'advertising',
      has_prototype: 'yes',
      investment_needed: '250000000',
      monthly_revenue: '120000000',
      collaboration_fee: '20000000',
    },
    price: 12_000_000,
    negotiable: false,
    elevatorText:
      'قصه‌های فراموش‌شده‌ی روستاهای گیلان با روایت حرفه‌ای و موسیقی محلی؛ پادکستی هفتگی برای گیلانی‌های دور از خانه و اسپانسرهای چای و برنج.',
    businessText:
      'درآمد اصلی از اسپانسری برندهای محلی چای، برنج و کلوچه است که به دنبال مخاطب وفادار گیلانی‌اند. هر قسمت یک اسپانسر اصلی دارد و تعرفه‌ی آن با رشد شنونده‌ها بالا می‌رود. نسخه‌ی کودک به‌صورت بسته‌ی صوتی به مهدکودک‌ها فروخته می‌شود. در آینده، کتاب صوتی مجموعه‌ی قصه‌ها در کتاب‌فروشی‌های آنلاین عرضه خواهد شد.',
    privateKeys: ['monthly_revenue'],
    daysAgo: 0,
    comments: [
      {
        author: 'parisa',
        body: 'سه قسمت آزمایشی را کجا منتشر کرده‌اید و هر کدام چند شنونده داشت؟ برای اسپانسرها همین عدد تعیین‌کننده است.',
      },
    ],
  },
  {
    owner: 'maryam',
    section: 'idea',
    answers: {
      idea_title: 'Building manager app for apartment blocks',
      category: 'services',
      problem:
        "In most Iranian apartment buildings a volunteer resident manages the monthly service charge, lift repairs and the cleaner's salary with a notebook and a messenger group. Residents dispute their share, late payers are chased in the stairwell, and no record survives when the manager changes.",
      solution:
        'An app where the building manager sets charge rules by unit size or headcount, and residents pay online and see every expense with its receipt. Repairs are requested in the app and assigned to verified local technicians. Meeting decisions and votes are recorded, so a new manager inherits a clean history.',
      target_customers:
        'Volunteer and paid managers of buildings with 8 to 200 units in Tehran, Karaj and Mashhad, out of roughly 2 million apartment buildings nationwide, plus property management companies that run several towers.',
      revenue_model: 'subscription',
      has_prototype: 'no',
      investment_needed: '1200000000',
      monthly_revenue: '700000000',
      collaboration_fee: '0',
    },
    price: null,
    negotiable: true,
    elevatorText:
      'Monthly service charges, receipts, repairs and votes for apartment buildings in one app, so volunteer managers stop chasing neighbours in the stairwell.',
    businessText:
      'Buildings pay 20,000 Toman per unit per month after a three-month free trial, so a 40-unit building pays 800,000 Toman. Repair jobs booked through the app carry a 10% commission from the technician. Property management companies get a multi-building dashboard at a higher tier. Growth comes from managers recommending the app to neighbouring buildings.',
    privateKeys: ['revenue_model', 'solution'],
    daysAgo: 24,
    comments: [
      {
        author: 'kian',
        body: 'A few apps already handle charge collection. What would make a building manager in Karaj switch from the one they use today?',
      },
      {
        author: 'omid',
        body: 'Can it split the shared gas and water bill by headcount rather than by square metre? That is the most common argument in our building.',
      },
      {
        author: 'neda',
        body: 'What about residents who refuse to install any app? Can the manager record cash payments for them?',
      },
    ],
  },
];

const needs: DemoItem[] = [
  {
    owner: 'ali',
    section: 'need',
    answers: {
      need_title: 'اپ حسابداری فارسی برای سوپرمارکت محله',
      category: 'finance',
      description:
        'یک سوپرمارکت کوچک در اصفهان داریم و فروش، خرید از پخش‌کننده‌ها و حساب نسیه‌ی مشتری‌ها را در دفتر می‌نویسیم. آخر ماه نمی‌دانیم دقیقاً چقدر سود کرده‌ایم و کدام کالاها کم‌فروش‌اند. می‌خواهیم با یک نرم‌افزار ساده موجودی، بدهی مشتری‌ها و سود ماهانه را ببینیم.',
      solution_type: 'software',
      requirements:
        'کاملاً فارسی با تقویم شمسی، قابل استفاده روی گوشی اندرویدی و لپ‌تاپ، کار بدون اینترنت و همگام‌سازی بعدی، اتصال به بارکدخوان و چاپ فاکتور با چاپگر حرارتی. خروجی مناسب برای سامانه‌ی مؤدیان مالیاتی هم لازم داریم.',
      remote_ok: 'yes',
      budget: '60000000',
      deadline: '45',
    },
    price: null,
    negotiable: false,
    elevatorText:
      'سوپرمارکتی محله‌ای در اصفهان به دنبال نرم‌افزار حسابداری ساده و فارسی برای موجودی، حساب نسیه و سود ماهانه است؛ سازگار با بارکدخوان و سامانه‌ی مؤدیان.',
    businessText: '',
    privateKeys: [],
    daysAgo: 4,
    comments: [
      {
        author: 'reza',
        body: 'نرم‌افزارهای آماده‌ی ایرانی را امتحان کرده‌اید؟ اگر بله، دقیقاً کجای کارشان با نیاز شما جور نبود؟',
      },
      {
        author: 'kian',
        body: 'ما یک نسخه‌ی آماده داریم که با بارکدخوان کار می‌کند و برای اتصال به سامانه‌ی مؤدیان حدود دو هفته کار اضافه لازم دارد. مایلید نسخه‌ی نمایشی را ببینید؟',
      },
    ],
  },
  {
    owner: 'kian',
    section: 'need',
    answers: {
      need_title: 'Logo and packaging for a family bakery',
      category: 'art_media',
      description:
        'We run a family bakery in Karaj that has sold traditional koloocheh, nan-e berenji and cakes for 25 years under a hand-painted sign. We are opening a second branch and starting online orders, and need a modern logo and box designs that still feel warm and traditional.',
      solution_type: 'design',
      requirements:
        'A logo with Persian and Latin lettering, a colour palette, and designs for a cake box, a cookie box and a paper bag. Files must be print-ready for local printers (CMYK, vector). Please show at least three initial concepts; no generic stock icons.',
      remote_ok: 'yes',
      budget: '25000000',
      deadline: '21',
    },
    price: null,
    negotiable: false,
    elevatorText:
      'A 25-year-old family bakery in Karaj needs a warm, modern logo and box designs with Persian and Latin lettering before opening its second branch.',
    businessText: '',
    privateKeys: [],
    daysAgo: 1,
    comments: [
      {
        author: 'sara',
        body: 'Could you share photos of the current sign and shop? Keeping something of the hand-painted style could make the new brand feel special.',
      },
      {
        author: 'maryam',
        body: 'Is the 25 million Toman budget for the design only, or should it also cover printing the first batch of boxes?',
      },
      {
        author: 'omid',
        body: 'Would you also like Instagram post and story templates in the same style? Many bakeries get most of their online orders there.',
      },
    ],
  },
  {
    owner: 'sara',
    section: 'need',
    answers: {
      need_title: 'Online store for handwoven gabbeh rugs',
      category: 'retail',
      description:
        'My family sells handwoven Qashqai gabbeh and kilim rugs from a shop in Shiraz. Most sales are to tourists, and we lose touch with them once they leave. We want a Shopify-like online store where each rug has its own page and customers in Iran and abroad can order or enquire.',
      solution_type: 'software',
      requirements:
        'Persian and English; product pages with size, knot density, dyes and several photos, and a one-of-a-kind flag so sold rugs disappear. An Iranian payment gateway for local buyers and an enquiry form for foreign buyers. We must be able to add rugs from a phone, and it must load fast on mobile.',
      remote_ok: 'yes',
      budget: '0',
      deadline: '60',
    },
    price: null,
    negotiable: true,
    elevatorText:
      'A gabbeh shop in Shiraz needs a bilingual online store where every handwoven rug has its own page, for buyers in Iran and abroad.',
    businessText: '',
    privateKeys: [],
    daysAgo: 18,
    comments: [
      {
        author: 'ali',
        body: 'Would you consider a hosted Iranian store builder, or do you want custom code that you fully own? The cost and timeline differ a lot.',
      },
      {
        author: 'neda',
        body: 'How many rugs would be listed at launch? Photographing 200 unique pieces properly is a project of its own.',
      },
    ],
  },
  {
    owner: 'reza',
    section: 'need',
    answers: {
      need_title: 'سامانه‌ی آبیاری و کوددهی خودکار گلخانه',
      category: 'agriculture',
      description:
        'یک گلخانه‌ی خیار ۳ هزار متری در حومه‌ی تبریز داریم که آبیاری و کوددهی آن دستی انجام می‌شود. کارگرها گاهی دیر آب می‌دهند و در تابستان محصول آسیب می‌بیند. می‌خواهیم آبیاری قطره‌ای و تزریق کود بر اساس زمان و رطوبت خاک خودکار شود و از راه دور قابل کنترل باشد.',
      solution_type: 'physical_product',
      requirements:
        'نصب در محل، تجهیزاتی که قطعات یدکی‌شان در ایران پیدا می‌شود، کنترل با گوشی و پیامک در صورت قطع اینترنت، و آموزش کار با سیستم به کارگرها. سیستم باید با پمپ و مخزن فعلی کار کند و یک سال ضمانت داشته باشد.',
      remote_ok: 'no',
      budget: '180000000',
      deadline: '30',
    },
    price: null,
    negotiable: false,
    elevatorText:
      'گلخانه‌ی خیار ۳ هزار متری در تبریز به سامانه‌ی آبیاری قطره‌ای و کوددهی خودکار با کنترل از راه گوشی و پیامک نیاز دارد؛ نصب باید حضوری باشد.',
    businessText: '',
    privateKeys: [],
    daysAgo: 11,
    comments: [
      {
        author: 'parisa',
        body: 'ما در یزد برای باغ‌های پسته سنسور رطوبت خاک نصب کرده‌ایم که در گلخانه هم کار می‌کند. در محل برق سه‌فاز دارید؟',
      },
      {
        author: 'omid',
        body: 'آب گلخانه از چاه است یا شبکه؟ اگر شوری آب بالا باشد، باید فیلتر و کنترل شوری محلول کود هم در طرح دیده شود.',
      },
    ],
  },
  {
    owner: 'maryam',
    section: 'need',
    answers: {
      need_title: 'مشاوره برای ثبت برند و شرکت آشپزخانه‌ی ابری',
      category: 'other',
      description:
        'می‌خواهیم برای آشپزخانه‌ی ابری‌مان در تهران سه نام تجاری ثبت کنیم و یک شرکت با مسئولیت محدود تأسیس کنیم. نمی‌دانیم کدام طبقه‌های علامت تجاری لازم است و آیا این نام‌ها قبلاً ثبت شده‌اند یا نه. نتیجه‌ی مطلوب، ثبت هر سه برند و شرکت بدون رد شدن پرونده است.',
      solution_type: 'consulting',
      requirements:
        'مشاور باید سابقه‌ی ثبت علامت تجاری در اداره‌ی مالکیت صنعتی داشته باشد، پیش از ثبت نام‌ها را استعلام کند و هزینه‌های دولتی را جدا از دستمزد خود اعلام کند. کار تا جای ممکن آنلاین انجام شود و در هر مرحله گزارش بدهد.',
      remote_ok: 'yes',
      budget: '0',
      deadline: '90',
    },
    price: null,
    negotiable: true,
    elevatorText:
      'برای سه برند مجازی یک آشپزخانه‌ی ابری در تهران به مشاوری باتجربه برای استعلام و ثبت علامت تجاری و تأسیس شرکت با مسئولیت محدود نیاز داریم.',
    businessText: '',
    privateKeys: [],
    daysAgo: 5,
    comments: [
      {
        author: 'ali',
        body: 'ثبت علامت تجاری معمولاً چند ماه طول می‌کشد؛ ۹۰ روز برای هر سه برند کمی خوش‌بینانه است، مگر اینکه منظورتان فقط ثبت اظهارنامه باشد.',
      },
      {
        author: 'neda',
        body: 'برای آشپزخانه معمولاً طبقه‌ی ۴۳ برای خدمات غذایی و طبقه‌ی ۳۰ برای محصولات غذایی لازم است. پیشنهاد می‌کنم هر دو را ثبت کنید.',
      },
    ],
  },
  {
    owner: 'neda',
    section: 'need',
    answers: {
      need_title: "Market research for a women's yoga studio",
      category: 'health',
      description:
        'I am a certified yoga instructor in Mashhad planning a women-only studio with yoga, pilates and prenatal classes. Before signing a lease I need to know which neighbourhoods have demand, what competitors charge and how many members I can realistically expect in the first year.',
      solution_type: 'research',
      requirements:
        'A short report with a survey of at least 150 women in Mashhad, a list of existing studios and gyms with prices and class types, and a recommendation of two or three neighbourhoods. Fieldwork must be done in Mashhad by a woman researcher; the report can be in Persian.',
      remote_ok: 'no',
      budget: '35000000',
      deadline: '30',
    },
    price: null,
    negotiable: false,
    elevatorText:
      'A yoga instructor in Mashhad needs a survey-based market study to choose a neighbourhood and set prices for a women-only studio.',
    businessText: '',
    privateKeys: [],
    daysAgo: 29,
    comments: [
      {
        author: 'sara',
        body: 'I did a similar study for a pilates studio in Shiraz. Would you also want a pricing test with a few paid trial classes?',
      },
      {
        author: 'parisa',
        body: 'Should the survey cover prenatal clinics as well? Referrals from midwives could be a big channel for the prenatal classes.',
      },
    ],
  },
];

export const demoItems: DemoItem[] = [...ideas, ...needs];
