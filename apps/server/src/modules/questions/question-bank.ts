// The question bank seeded on first start (PRODUCT.md section 3); operators may edit it afterwards.
import { PRICE_MAX } from '@ideabazaar/shared/schemas/items';
import type { QuestionKind, QuestionSet } from '@ideabazaar/shared/schemas/questions';
import type { QuestionRole } from './questions.schema';

export interface Text {
  en: string;
  fa: string;
}
export interface BankOption {
  value: string;
  en: string;
  fa: string;
}
export interface BankQuestion {
  set: QuestionSet;
  key: string;
  kind: QuestionKind;
  title: Text;
  guide: Text;
  placeholder: Text;
  options?: BankOption[];
  unit?: Text;
  role?: QuestionRole;
  /** A number question's smallest and largest answer, in its unit (issue 32). */
  bounds?: { min: number; max: number };
  /**
   * An idea's answer to it starts private (issue 31): it gives the idea away (how it works, who
   * buys it, what it costs and earns, what was learnt). Never on a question with a role, nor on a
   * need's (questions.schema.ts checks it).
   */
  privateByDefault?: boolean;
}

const t = (en: string, fa: string): Text => ({ en, fa });
const TOMAN = t('Toman', 'تومان');
// Bounds in whole tomans (issue 32): 0 where nothing is a true answer (no investment, no revenue
// yet, a free competitor); 1,000 where 0 is the ticked 'Negotiable' and less is a slip of the
// finger. A sum paid once may reach an item's largest price (a need's budget becomes its
// price); a month's revenue or a unit's price a tenth of it, a month's fee a thousandth.
const WHOLE_SUM = { min: 0, max: PRICE_MAX };
const BUDGET = { min: 1_000, max: PRICE_MAX };
const A_TENTH = { min: 0, max: 1_000_000_000_000 };
const FEE = { min: 1_000, max: 10_000_000_000 };

export const categories: BankOption[] = [
  { value: 'technology', en: 'Technology', fa: 'فناوری' },
  { value: 'health', en: 'Health', fa: 'سلامت' },
  { value: 'education', en: 'Education', fa: 'آموزش' },
  { value: 'food', en: 'Food & Drink', fa: 'غذا و نوشیدنی' },
  { value: 'retail', en: 'Retail', fa: 'خرده‌فروشی' },
  { value: 'services', en: 'Services', fa: 'خدمات' },
  { value: 'agriculture', en: 'Agriculture', fa: 'کشاورزی' },
  { value: 'tourism', en: 'Tourism', fa: 'گردشگری' },
  { value: 'finance', en: 'Finance', fa: 'مالی' },
  { value: 'manufacturing', en: 'Manufacturing', fa: 'تولید و صنعت' },
  { value: 'art_media', en: 'Art & Media', fa: 'هنر و رسانه' },
  { value: 'other', en: 'Other', fa: 'سایر' },
];

// Yes/No and multiple-choice questions show no input, so they carry no placeholder.
type Draft = Omit<BankQuestion, 'set' | 'placeholder'> & { placeholder?: Text };
const q = (key: string, kind: QuestionKind, rest: Omit<Draft, 'key' | 'kind'>): Draft => ({
  key,
  kind,
  ...rest,
});
const inSet = (set: QuestionSet, drafts: Draft[]): BankQuestion[] =>
  drafts.map((draft) => ({ set, ...draft, placeholder: draft.placeholder ?? t('', '') }));

const idea = inSet('idea', [
  q('idea_title', 'textual', {
    role: 'title',
    title: t('Idea Title: what do you call your idea?', 'عنوان ایده: نام ایده‌ی شما چیست؟'),
    guide: t(
      'A short, clear name that tells buyers at a glance what the idea is, in 50 characters or fewer. Example: "Home-cooked lunch delivery for offices".',
      'نامی کوتاه و روشن که در یک نگاه به خریداران بگوید ایده‌ی شما درباره‌ی چیست؛ حداکثر ۵۰ کاراکتر. مثال: «ارسال ناهار خانگی به ادارات».',
    ),
    placeholder: t('e.g. Home-cooked lunch for offices', 'مثلاً ناهار خانگی برای ادارات'),
  }),
  q('category', 'multiple_choice', {
    role: 'category',
    title: t('Which category does your idea belong to?', 'ایده‌ی شما به کدام دسته تعلق دارد؟'),
    guide: t(
      'Pick the field closest to your idea so interested buyers can find it with the filters. For example, a meal delivery app fits Food & Drink better than Technology.',
      'نزدیک‌ترین حوزه به ایده‌ی خود را انتخاب کنید تا خریداران علاقه‌مند آن را با فیلترها پیدا کنند. برای نمونه، اپلیکیشن ارسال غذا بیشتر به «غذا و نوشیدنی» مربوط است تا «فناوری».',
    ),
    options: categories,
  }),
  q('problem', 'textual', {
    role: 'summary',
    title: t('What problem does your idea solve?', 'ایده‌ی شما چه مشکلی را حل می‌کند؟'),
    guide: t(
      'Describe who faces the problem, how often, and why current options fall short. Example: "Office workers in the city centre cannot find a healthy lunch under 150,000 Toman near work."',
      'توضیح دهید چه کسانی با این مشکل روبه‌رو هستند، هر چند وقت یک بار و چرا راه‌حل‌های فعلی کافی نیستند. مثال: «کارمندان مرکز شهر نزدیک محل کار خود ناهار سالم زیر ۱۵۰ هزار تومان پیدا نمی‌کنند».',
    ),
    placeholder: t('e.g. No healthy lunch near work', 'مثلاً نبود ناهار سالم نزدیک محل کار'),
  }),
  q('solution', 'textual', {
    privateByDefault: true,
    title: t('How does your idea solve this problem?', 'ایده‌ی شما این مشکل را چگونه حل می‌کند؟'),
    guide: t(
      'Explain what you offer, how it works and what makes it better than what people do today. Example: "Home cooks prepare a daily menu and couriers deliver it to offices by noon."',
      'توضیح دهید چه چیزی ارائه می‌کنید، چگونه کار می‌کند و چه چیزی آن را از روش‌های فعلی بهتر می‌کند. مثال: «آشپزهای خانگی منوی روزانه را می‌پزند و پیک‌ها تا ظهر آن را به ادارات می‌رسانند».',
    ),
    placeholder: t('e.g. Home cooks feed nearby offices', 'مثلاً غذای خانگی برای ادارات'),
  }),
  q('target_customers', 'textual', {
    privateByDefault: true,
    title: t('Who are your target customers?', 'مشتریان هدف شما چه کسانی هستند؟'),
    guide: t(
      'Be specific about age, job, location or type of business, and roughly how many such customers exist. Example: "Employees of small and mid-sized companies in Tehran, about 200,000 people."',
      'سن، شغل، محل زندگی یا نوع کسب‌وکار مشتریان و تعداد تقریبی آن‌ها را دقیق بنویسید. مثال: «کارکنان شرکت‌های کوچک و متوسط تهران، حدود ۲۰۰ هزار نفر».',
    ),
    placeholder: t('e.g. Staff of small firms in Tehran', 'مثلاً کارکنان شرکت‌های کوچک تهران'),
  }),
  q('revenue_model', 'multiple_choice', {
    title: t('How will your idea make money?', 'ایده‌ی شما از چه راهی درآمد کسب می‌کند؟'),
    guide: t(
      'Choose the main source of income; you can explain the details later in the business text. For example, a marketplace that keeps a share of each order earns by Commission.',
      'منبع اصلی درآمد را انتخاب کنید؛ جزئیات را بعداً در متن مدل کسب‌وکار توضیح می‌دهید. برای نمونه، بازارگاهی که از هر سفارش سهمی برمی‌دارد از «کارمزد» درآمد دارد.',
    ),
    options: [
      { value: 'product_sales', en: 'Selling products', fa: 'فروش محصول' },
      { value: 'subscription', en: 'Subscription', fa: 'حق اشتراک' },
      { value: 'commission', en: 'Commission', fa: 'کارمزد' },
      { value: 'advertising', en: 'Advertising', fa: 'تبلیغات' },
      { value: 'licensing', en: 'Licensing', fa: 'واگذاری حق بهره‌برداری' },
      { value: 'paid_services', en: 'Paid services', fa: 'فروش خدمات' },
      { value: 'other', en: 'Other', fa: 'سایر' },
    ],
  }),
  q('has_prototype', 'two_button', {
    title: t('Do you have a prototype of your idea?', 'آیا نمونه‌ی اولیه‌ای از ایده دارید؟'),
    guide: t(
      'Answer Yes if something exists that people can see or try, such as a mock-up, a test app or a handmade sample. A sketch on paper alone counts as No.',
      'اگر چیزی ساخته‌اید که دیگران بتوانند ببینند یا امتحان کنند، مانند طرح اولیه‌ی رابط کاربری، نسخه‌ی آزمایشی اپلیکیشن یا نمونه‌ی دست‌ساز، «بله» را انتخاب کنید. طرحی که فقط روی کاغذ کشیده شده «خیر» به شمار می‌آید.',
    ),
  }),
  q('investment_needed', 'single-textual', {
    bounds: WHOLE_SUM,
    privateByDefault: true,
    unit: TOMAN,
    title: t(
      'How much investment is needed to launch the idea?',
      'برای راه‌اندازی این ایده چه مقدار سرمایه لازم است؟',
    ),
    guide: t(
      'Estimate the total in Toman for equipment, rent, staff and marketing until the first sales, in digits only. Example: 500000000.',
      'کل سرمایه‌ی لازم برای تجهیزات، اجاره، نیروی انسانی و بازاریابی تا نخستین فروش را به تومان برآورد کنید و فقط عدد وارد کنید. مثال: ۵۰۰۰۰۰۰۰۰.',
    ),
    placeholder: t('e.g. 500000000', 'مثلاً ۵۰۰۰۰۰۰۰۰'),
  }),
  q('monthly_revenue', 'single-textual', {
    bounds: A_TENTH,
    privateByDefault: true,
    unit: TOMAN,
    title: t(
      'What monthly revenue do you expect once the business is running?',
      'پس از راه‌اندازی کسب‌وکار، انتظار چه میزان درآمد ماهانه‌ای دارید؟',
    ),
    guide: t(
      'Give a realistic estimate in Toman for a typical month after the first year, in digits only. Example: 300 orders a day at 150000 Toman comes to about 1350000000.',
      'برآوردی واقع‌بینانه از درآمد یک ماه معمول پس از سال نخست را به تومان و فقط با عدد بنویسید. مثال: روزانه ۳۰۰ سفارش ۱۵۰ هزار تومانی حدود ۱۳۵۰۰۰۰۰۰۰ تومان در ماه می‌شود.',
    ),
    placeholder: t('e.g. 1350000000', 'مثلاً ۱۳۵۰۰۰۰۰۰۰'),
  }),
  q('collaboration_fee', 'single-textual-with-checkbox', {
    bounds: FEE,
    unit: TOMAN,
    title: t(
      'If a buyer wants your help launching the idea, what monthly fee would you ask?',
      'اگر خریدار برای راه‌اندازی ایده به همکاری شما نیاز داشته باشد، چه دستمزد ماهانه‌ای درخواست می‌کنید؟',
    ),
    guide: t(
      'Enter your monthly fee in Toman for advising or working with the buyer, in digits only, or tick Negotiable. Example: 40000000.',
      'دستمزد ماهانه‌ی خود برای مشاوره یا همکاری با خریدار را به تومان و فقط با عدد وارد کنید یا گزینه‌ی «توافقی» را بزنید. مثال: ۴۰۰۰۰۰۰۰.',
    ),
    placeholder: t('e.g. 40000000', 'مثلاً ۴۰۰۰۰۰۰۰'),
  }),
]);

const need = inSet('need', [
  q('need_title', 'textual', {
    role: 'title',
    title: t(
      'Need Title: what do you need, in a few words?',
      'عنوان نیاز: در چند کلمه به چه نیاز دارید؟',
    ),
    guide: t(
      'A short, clear title that tells experts exactly what you are looking for, in 50 characters or fewer. Example: "Online booking website for a dental clinic".',
      'عنوانی کوتاه و روشن که به متخصصان بگوید دقیقاً به دنبال چه هستید؛ حداکثر ۵۰ کاراکتر. مثال: «وب‌سایت نوبت‌دهی آنلاین برای مطب دندان‌پزشکی».',
    ),
    placeholder: t('e.g. Dental clinic booking website', 'مثلاً سایت نوبت‌دهی مطب دندان‌پزشکی'),
  }),
  q('category', 'multiple_choice', {
    role: 'category',
    title: t('Which category does your need belong to?', 'نیاز شما به کدام دسته تعلق دارد؟'),
    guide: t(
      'Pick the field closest to your need so the right experts see it. For example, an irrigation system for a greenhouse belongs to Agriculture.',
      'نزدیک‌ترین حوزه به نیاز خود را انتخاب کنید تا متخصصان مرتبط آن را ببینند. برای نمونه، سامانه‌ی آبیاری گلخانه در دسته‌ی «کشاورزی» قرار می‌گیرد.',
    ),
    options: categories,
  }),
  q('description', 'textual', {
    role: 'summary',
    title: t(
      'What problem do you want solved, and what result do you expect?',
      'چه مشکلی را می‌خواهید حل کنید و چه نتیجه‌ای انتظار دارید؟',
    ),
    guide: t(
      'Describe the current situation, what goes wrong and what success looks like. Example: "Patients book by phone and we miss calls; we want online booking with SMS reminders."',
      'وضعیت فعلی، مشکل آن و نتیجه‌ی مطلوب را شرح دهید. مثال: «بیماران تلفنی نوبت می‌گیرند و تماس‌ها از دست می‌رود؛ می‌خواهیم نوبت‌دهی آنلاین با پیامک یادآوری داشته باشیم».',
    ),
    placeholder: t(
      'e.g. Patients should book online and get SMS reminders',
      'مثلاً بیماران بتوانند آنلاین نوبت بگیرند و پیامک یادآوری دریافت کنند',
    ),
  }),
  q('solution_type', 'multiple_choice', {
    title: t('What kind of solution are you looking for?', 'به دنبال چه نوع راه‌حلی هستید؟'),
    guide: t(
      'Choose the form of the result you expect to receive. For example, a booking website is Software, while a market study is Research.',
      'شکل نتیجه‌ای را که انتظار دارید تحویل بگیرید انتخاب کنید. برای نمونه، وب‌سایت نوبت‌دهی «نرم‌افزار» است و بررسی بازار «پژوهش».',
    ),
    options: [
      { value: 'software', en: 'Software (website or app)', fa: 'نرم‌افزار (وب‌سایت یا اپلیکیشن)' },
      { value: 'physical_product', en: 'Physical product', fa: 'محصول فیزیکی' },
      { value: 'ongoing_service', en: 'Ongoing service', fa: 'خدمات مستمر' },
      { value: 'consulting', en: 'Consulting', fa: 'مشاوره' },
      { value: 'design', en: 'Design', fa: 'طراحی' },
      { value: 'research', en: 'Research', fa: 'پژوهش' },
      { value: 'other', en: 'Other', fa: 'سایر' },
    ],
  }),
  q('requirements', 'textual', {
    title: t(
      'What must the solution include, and are there any constraints?',
      'راه‌حل باید چه ویژگی‌هایی داشته باشد و چه محدودیت‌هایی وجود دارد؟',
    ),
    guide: t(
      'List the must-have features and any limits on technology, location, language or style. Example: "Persian and English, works well on phones, connects to our SMS panel."',
      'ویژگی‌های ضروری و هر محدودیتی در فناوری، مکان، زبان یا سبک را فهرست کنید. مثال: «دوزبانه‌ی فارسی و انگلیسی، سازگار با موبایل و متصل به پنل پیامکی ما».',
    ),
    placeholder: t(
      'e.g. Bilingual, mobile-friendly, SMS panel',
      'مثلاً دوزبانه، مناسب موبایل، پنل پیامکی',
    ),
  }),
  q('remote_ok', 'two_button', {
    title: t('Can the work be done remotely?', 'آیا این کار را می‌توان از راه دور انجام داد؟'),
    guide: t(
      'Answer No if the expert must come in person, for example to install equipment or work on site. Answer Yes if everything can be done and delivered online.',
      'اگر مجری باید حضوری مراجعه کند، مثلاً برای نصب تجهیزات یا کار در محل، «خیر» را انتخاب کنید. اگر همه‌ی کار به‌صورت آنلاین قابل انجام و تحویل است، «بله» را انتخاب کنید.',
    ),
  }),
  q('budget', 'single-textual-with-checkbox', {
    bounds: BUDGET,
    role: 'budget',
    unit: TOMAN,
    title: t('What is your budget for this need?', 'بودجه‌ی شما برای این نیاز چقدر است؟'),
    guide: t(
      'Enter the most you are willing to pay in Toman, in digits only, or tick Negotiable if you would rather see offers first. Example: 80000000.',
      'حداکثر مبلغی را که حاضرید بپردازید به تومان و فقط با عدد وارد کنید، یا اگر ترجیح می‌دهید ابتدا پیشنهادها را ببینید، گزینه‌ی «توافقی» را بزنید. مثال: ۸۰۰۰۰۰۰۰.',
    ),
    placeholder: t('e.g. 80000000', 'مثلاً ۸۰۰۰۰۰۰۰'),
  }),
  q('deadline', 'single-textual', {
    bounds: { min: 1, max: 3_650 },
    unit: t('days', 'روز'),
    title: t('In how many days do you need it delivered?', 'ظرف چند روز به تحویل آن نیاز دارید؟'),
    guide: t(
      'Count whole days from accepting an offer to final delivery, in digits only. Example: 45.',
      'تعداد روزها از زمان پذیرش پیشنهاد تا تحویل نهایی را فقط با عدد صحیح وارد کنید. مثال: ۴۵.',
    ),
    placeholder: t('e.g. 45', 'مثلاً ۴۵'),
  }),
]);

const after = inSet('after', [
  q('stage', 'multiple_choice', {
    title: t('What stage is your idea at right now?', 'ایده‌ی شما اکنون در چه مرحله‌ای است؟'),
    guide: t(
      'Choose the furthest stage you have actually reached. For example, if ten people are trying your app for free, choose Prototype being tested.',
      'پیشرفته‌ترین مرحله‌ای را که واقعاً به آن رسیده‌اید انتخاب کنید. برای نمونه، اگر ده نفر اپلیکیشن شما را رایگان امتحان می‌کنند، «آزمایش نمونه‌ی اولیه» را برگزینید.',
    ),
    options: [
      { value: 'concept', en: 'Just an idea', fa: 'فقط در حد ایده' },
      { value: 'researched', en: 'Market researched', fa: 'بررسی بازار انجام شده' },
      { value: 'prototype', en: 'Prototype being tested', fa: 'آزمایش نمونه‌ی اولیه' },
      { value: 'first_customers', en: 'First customers', fa: 'جذب نخستین مشتریان' },
      { value: 'steady_revenue', en: 'Earning steady revenue', fa: 'کسب درآمد پایدار' },
    ],
  }),
  q('team_size', 'single-textual', {
    bounds: { min: 1, max: 10_000 },
    unit: t('people', 'نفر'),
    title: t(
      'How many people are on your team, including you?',
      'تیم شما با احتساب خودتان چند نفر است؟',
    ),
    guide: t(
      'Count everyone who works on the idea regularly, full or part time, as a whole number. Example: 3 if you work with two partners.',
      'همه‌ی کسانی را که به‌طور منظم، تمام‌وقت یا پاره‌وقت، روی ایده کار می‌کنند بشمارید و عدد صحیح وارد کنید. مثال: اگر با دو شریک کار می‌کنید، ۳.',
    ),
    placeholder: t('e.g. 3', 'مثلاً ۳'),
  }),
  q('team_skills', 'textual', {
    title: t(
      'What skills and experience does your team have?',
      'اعضای تیم چه مهارت‌ها و تجربه‌هایی دارند؟',
    ),
    guide: t(
      'Name the key roles and relevant experience, and say which skills are still missing. Example: "A chef with 10 years in catering and a developer; we still need a marketer."',
      'نقش‌های اصلی و تجربه‌های مرتبط را بنویسید و بگویید چه مهارت‌هایی هنوز کم دارید. مثال: «یک آشپز با ۱۰ سال سابقه در تهیه‌ی غذا و یک برنامه‌نویس؛ هنوز به یک بازاریاب نیاز داریم».',
    ),
    placeholder: t('e.g. A chef and a developer', 'مثلاً یک آشپز و یک برنامه‌نویس'),
  }),
  q('validation', 'textual', {
    privateByDefault: true,
    title: t(
      'What have you done so far to check that customers want it?',
      'تاکنون چه کرده‌اید تا مطمئن شوید مشتریان واقعاً آن را می‌خواهند؟',
    ),
    guide: t(
      'Mention surveys, interviews, pre-orders, pilot sales or other evidence, with numbers where you can. Example: "We surveyed 120 office workers and 70% said they would order twice a week."',
      'نظرسنجی، مصاحبه، پیش‌فروش، فروش آزمایشی یا هر شاهد دیگری را، در صورت امکان همراه با عدد، ذکر کنید. مثال: «از ۱۲۰ کارمند نظرسنجی کردیم و ۷۰ درصد گفتند هفته‌ای دو بار سفارش می‌دهند».',
    ),
    placeholder: t('e.g. 120 surveyed, 40 pre-orders', 'مثلاً نظرسنجی از ۱۲۰ نفر، ۴۰ پیش‌سفارش'),
  }),
  q('main_risks', 'textual', {
    privateByDefault: true,
    title: t(
      'What are the main risks, and how would you reduce them?',
      'مهم‌ترین ریسک‌های ایده کدام‌اند و چگونه آن‌ها را کاهش می‌دهید؟',
    ),
    guide: t(
      'Think about costs, legal permits, competitors copying you and dependence on suppliers. Example: "Food-safety permits may take months; we will partner with a licensed kitchen."',
      'به هزینه‌ها، مجوزهای قانونی، تقلید رقبا و وابستگی به تأمین‌کنندگان فکر کنید. مثال: «گرفتن مجوز بهداشتی ممکن است ماه‌ها طول بکشد؛ با یک آشپزخانه‌ی دارای مجوز همکاری می‌کنیم».',
    ),
    placeholder: t(
      'e.g. Slow permits; we will partner with a licensed kitchen',
      'مثلاً تأخیر در گرفتن مجوز؛ همکاری با آشپزخانه‌ی دارای مجوز',
    ),
  }),
  q('rights_registered', 'two_button', {
    title: t(
      'Have you registered a patent, trademark or company for the idea?',
      'آیا برای این ایده اختراع، علامت تجاری یا شرکتی به ثبت رسانده‌اید؟',
    ),
    guide: t(
      'Answer Yes if an official registration, for example a trademark for the brand name, protects the idea. Buyers value rights that can be transferred cleanly.',
      'اگر ثبتی رسمی، مانند علامت تجاری برای نام برند، از ایده محافظت می‌کند، «بله» را انتخاب کنید. خریداران برای حقوقی که به‌روشنی قابل انتقال باشد ارزش بیشتری قائل‌اند.',
    ),
  }),
]);

const competitor = inSet('competitor', [
  q('has_direct_competitor', 'two_button', {
    title: t(
      'Is there a direct competitor offering the same solution to the same customers?',
      'آیا رقیب مستقیمی وجود دارد که همین راه‌حل را به همین مشتریان ارائه کند؟',
    ),
    guide: t(
      'Answer Yes if customers can already buy the same thing elsewhere, such as from an existing app or shop. Indirect alternatives, like cooking at home, do not count.',
      'اگر مشتریان همین امروز می‌توانند همین محصول یا خدمت را از جای دیگری، مانند یک اپلیکیشن یا فروشگاه موجود، تهیه کنند، «بله» را انتخاب کنید. جایگزین‌های غیرمستقیم، مانند آشپزی در خانه، به حساب نمی‌آیند.',
    ),
  }),
  q('competitors', 'textual', {
    privateByDefault: true,
    title: t(
      'Who are your main competitors, or what alternatives do customers use today?',
      'رقبای اصلی شما چه کسانی هستند یا مشتریان امروز از چه جایگزین‌هایی استفاده می‌کنند؟',
    ),
    guide: t(
      'Name up to three companies, products or habits and say briefly what each offers. Example: "Food delivery apps (fast but expensive), office canteens, bringing food from home."',
      'حداکثر سه شرکت، محصول یا عادت را نام ببرید و به‌طور خلاصه بگویید هر کدام چه ارائه می‌دهد. مثال: «اپلیکیشن‌های سفارش غذا (سریع ولی گران)، سلف‌سرویس ادارات، آوردن غذا از خانه».',
    ),
    placeholder: t(
      'e.g. Delivery apps, office canteens',
      'مثلاً اپلیکیشن‌های غذا، سلف‌سرویس ادارات',
    ),
  }),
  q('difference', 'textual', {
    privateByDefault: true,
    title: t(
      'How is your idea different from or better than these competitors?',
      'ایده‌ی شما چه تفاوت یا برتری‌ای نسبت به این رقبا دارد؟',
    ),
    guide: t(
      'Name the one or two advantages customers would notice, such as price, quality, speed or convenience. Example: "Home-cooked meals at half the price of delivery apps, with a fixed daily delivery time."',
      'یک یا دو مزیتی را بنویسید که مشتریان متوجه آن می‌شوند، مانند قیمت، کیفیت، سرعت یا راحتی. مثال: «غذای خانگی با نصف قیمت اپلیکیشن‌های سفارش غذا و زمان تحویل ثابت روزانه».',
    ),
    placeholder: t('e.g. Half the price, fixed delivery time', 'مثلاً نصف قیمت، با زمان تحویل ثابت'),
  }),
  q('competition_level', 'multiple_choice', {
    title: t('How strong is the competition in your market?', 'رقابت در بازار شما چقدر شدید است؟'),
    guide: t(
      'Judge by how many businesses already serve the same customers and how hard it is to win them over. For example, dozens of similar apps in your city means High.',
      'بر اساس تعداد کسب‌وکارهایی که همین مشتریان را پوشش می‌دهند و دشواری جذب آن‌ها قضاوت کنید. برای نمونه، وجود ده‌ها اپلیکیشن مشابه در شهر شما یعنی «زیاد».',
    ),
    options: [
      { value: 'low', en: 'Low', fa: 'کم' },
      { value: 'medium', en: 'Medium', fa: 'متوسط' },
      { value: 'high', en: 'High', fa: 'زیاد' },
      { value: 'unknown', en: 'Not sure', fa: 'نمی‌دانم' },
    ],
  }),
  q('competitor_price', 'single-textual', {
    bounds: A_TENTH,
    unit: TOMAN,
    title: t(
      'About how much do competitors charge for a similar product or service?',
      'رقبا برای محصول یا خدمت مشابه تقریباً چه قیمتی دریافت می‌کنند؟',
    ),
    guide: t(
      'Enter a typical price per unit or order in Toman, in digits only, so buyers can compare. Example: 250000 for one delivered lunch.',
      'قیمت معمول هر واحد یا هر سفارش را به تومان و فقط با عدد وارد کنید تا خریداران بتوانند مقایسه کنند. مثال: ۲۵۰۰۰۰ برای یک وعده ناهار با ارسال.',
    ),
    placeholder: t('e.g. 250000', 'مثلاً ۲۵۰۰۰۰'),
  }),
]);

export const questionBank: BankQuestion[] = [...idea, ...need, ...after, ...competitor];
