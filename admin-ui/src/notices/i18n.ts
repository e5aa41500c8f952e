// The Notices screen's texts (/properties/notices), English and Hindi; providers/i18n spreads them in
// under `ptax.notices`.

export const en = {
  title: 'Notices',
  dialog: { confirm: 'Confirm', back: 'Go back' },
  generate: {
    heading: 'Generate notices',
    intro:
      'Choose the properties by place and minimum dues, or upload a sheet of property IDs. Each property gets a numbered notice; the notices come as PDF files of up to 100 pages.',
    noticeType: 'Notice type',
    language: 'Language',
    minimumDues: 'Minimum dues (₹)',
    minimumDuesHint: 'Only properties owing at least this much. Recovery notices: ₹1,00,000 when left empty.',
    sheet: 'Or a sheet of property IDs',
    sheetHint:
      'An .xlsx file with a propertyUniqueId column; place and minimum dues then come from the sheet.',
    chooseFile: 'Choose file',
    clearFile: 'Remove file',
    submit: 'Generate notices',
    counting: 'Counting the properties…',
    confirmTitle: 'Generate %{type}?',
    confirmPlace:
      '%{count} properties of %{place} owe at least %{minimum}. Each gets a numbered notice dated today, to pay within 15 days.',
    confirmSheet:
      'Every property listed in %{file} that owes at least %{minimum} gets a numbered notice dated today, to pay within 15 days.',
    wholeCity: 'the whole city',
    nobody: 'No property with dues matches this choice.',
    started: 'Notice job started',
  },
  type: { demand: 'Demand notice', recovery: 'Recovery notice' },
  types: { demand: 'demand notices', recovery: 'recovery notices' },
  language: { hi: 'Hindi', en: 'English' },
  job: {
    heading: 'Notice job',
    status: {
      queued: 'Waiting to start',
      running: 'Generating',
      completed: 'Completed',
      cancelled: 'Cancelled',
      failed: 'Failed',
    },
    progress: '%{done} of %{total} properties done',
    issued: 'Notices issued',
    skipped: 'Skipped',
    started: 'Started by %{by} on %{at}',
    noticeDate: 'Notice date %{date}, pay by %{payBy}',
    cancel: 'Cancel job',
    cancelTitle: 'Cancel this notice job?',
    cancelContent: 'Notices already issued stay issued. The job stops after the part it is writing.',
    cancelAsked: 'The job will stop after the part it is writing.',
    parts: 'Download',
    part: 'Part %{part}: %{first} to %{last} (%{notices} notices, %{pages} pages)',
    noParts: 'No PDF yet.',
    skippedWhy: 'Why properties were skipped',
    failedReason: 'The job stopped on an error and will not be retried: %{message}',
    retrying: 'An error stopped the job; it will be retried: %{message}',
    reasons: {
      notFound: 'Property not found',
      deleted: 'Property deleted',
      outsideScope: 'Outside your zones and wards',
      nothingDue: 'Nothing due',
      belowMinimum: 'Dues below the minimum',
      noArrears: 'No arrears after the due date',
      failed: 'Could not be billed',
    },
  },
  jobs: {
    heading: 'Recent notice jobs',
    when: 'Started',
    type: 'Type',
    what: 'Properties',
    status: 'Status',
    progress: 'Done',
    follow: 'Show',
    sheet: 'Sheet %{file}',
    empty: 'No notice job yet.',
  },
  list: {
    heading: 'Notices issued',
    filter: 'Notice filters',
    noticeNumber: 'Notice No.',
    noticeType: 'Notice type',
    propertyUniqueId: 'Property ID',
    owner: 'Owner',
    ward: 'Ward',
    noticeDate: 'Notice date',
    payBy: 'Pay by',
    amount: 'Amount demanded',
    from: 'Issued from',
    to: 'Issued to',
    empty: 'No records available',
  },
};

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type NoticeTexts = Texts<typeof en>;

export const hi: NoticeTexts = {
  title: 'नोटिस',
  dialog: { confirm: 'पुष्टि करें', back: 'वापस जाएँ' },
  generate: {
    heading: 'नोटिस बनाएँ',
    intro:
      'संपत्तियाँ स्थान और न्यूनतम बकाया से चुनें, या संपत्ति आईडी की शीट अपलोड करें। हर संपत्ति को क्रमांकित नोटिस मिलेगा; नोटिस अधिकतम 100 पृष्ठों की पीडीएफ़ फ़ाइलों में मिलेंगे।',
    noticeType: 'नोटिस का प्रकार',
    language: 'भाषा',
    minimumDues: 'न्यूनतम बकाया (₹)',
    minimumDuesHint: 'केवल वे संपत्तियाँ जिन पर कम से कम इतना बकाया है। वसूली नोटिस: खाली छोड़ने पर ₹1,00,000।',
    sheet: 'या संपत्ति आईडी की शीट',
    sheetHint: 'propertyUniqueId कॉलम वाली .xlsx फ़ाइल; तब स्थान और न्यूनतम बकाया शीट से लिए जाएँगे।',
    chooseFile: 'फ़ाइल चुनें',
    clearFile: 'फ़ाइल हटाएँ',
    submit: 'नोटिस बनाएँ',
    counting: 'संपत्तियाँ गिनी जा रही हैं…',
    confirmTitle: '%{type} बनाएँ?',
    confirmPlace:
      '%{place} की %{count} संपत्तियों पर कम से कम %{minimum} बकाया है। हर संपत्ति को आज की तिथि का क्रमांकित नोटिस मिलेगा, 15 दिन में भुगतान के लिए।',
    confirmSheet:
      '%{file} में दी गई हर संपत्ति, जिस पर कम से कम %{minimum} बकाया है, को आज की तिथि का क्रमांकित नोटिस मिलेगा, 15 दिन में भुगतान के लिए।',
    wholeCity: 'पूरे शहर',
    nobody: 'इस चयन में कोई बकायेदार संपत्ति नहीं है।',
    started: 'नोटिस कार्य शुरू हुआ',
  },
  type: { demand: 'माँग नोटिस', recovery: 'वसूली नोटिस' },
  types: { demand: 'माँग नोटिस', recovery: 'वसूली नोटिस' },
  language: { hi: 'हिंदी', en: 'अंग्रेज़ी' },
  job: {
    heading: 'नोटिस कार्य',
    status: {
      queued: 'शुरू होने की प्रतीक्षा में',
      running: 'बन रहे हैं',
      completed: 'पूर्ण',
      cancelled: 'रद्द',
      failed: 'विफल',
    },
    progress: '%{total} में से %{done} संपत्तियाँ पूरी',
    issued: 'जारी नोटिस',
    skipped: 'छोड़ी गईं',
    started: '%{by} द्वारा %{at} को शुरू',
    noticeDate: 'नोटिस की तिथि %{date}, भुगतान की अंतिम तिथि %{payBy}',
    cancel: 'कार्य रद्द करें',
    cancelTitle: 'यह नोटिस कार्य रद्द करें?',
    cancelContent: 'जो नोटिस जारी हो चुके हैं वे जारी रहेंगे। कार्य अभी लिखे जा रहे भाग के बाद रुकेगा।',
    cancelAsked: 'कार्य अभी लिखे जा रहे भाग के बाद रुकेगा।',
    parts: 'डाउनलोड',
    part: 'भाग %{part}: %{first} से %{last} (%{notices} नोटिस, %{pages} पृष्ठ)',
    noParts: 'अभी कोई पीडीएफ़ नहीं।',
    skippedWhy: 'संपत्तियाँ क्यों छोड़ी गईं',
    failedReason: 'कार्य एक त्रुटि पर रुक गया और दोबारा नहीं चलेगा: %{message}',
    retrying: 'एक त्रुटि से कार्य रुका; इसे दोबारा चलाया जाएगा: %{message}',
    reasons: {
      notFound: 'संपत्ति नहीं मिली',
      deleted: 'संपत्ति हटाई जा चुकी है',
      outsideScope: 'आपके ज़ोन और वार्ड से बाहर',
      nothingDue: 'कोई बकाया नहीं',
      belowMinimum: 'बकाया न्यूनतम से कम',
      noArrears: 'देय तिथि के बाद कोई बकाया नहीं',
      failed: 'बिल नहीं बन सका',
    },
  },
  jobs: {
    heading: 'हाल के नोटिस कार्य',
    when: 'शुरू',
    type: 'प्रकार',
    what: 'संपत्तियाँ',
    status: 'स्थिति',
    progress: 'पूरा',
    follow: 'देखें',
    sheet: 'शीट %{file}',
    empty: 'अभी कोई नोटिस कार्य नहीं।',
  },
  list: {
    heading: 'जारी नोटिस',
    filter: 'नोटिस फ़िल्टर',
    noticeNumber: 'नोटिस संख्या',
    noticeType: 'नोटिस का प्रकार',
    propertyUniqueId: 'संपत्ति आईडी',
    owner: 'स्वामी',
    ward: 'वार्ड',
    noticeDate: 'नोटिस की तिथि',
    payBy: 'भुगतान की अंतिम तिथि',
    amount: 'माँगी गई राशि',
    from: 'जारी होने की तिथि से',
    to: 'जारी होने की तिथि तक',
    empty: 'कोई रिकॉर्ड उपलब्ध नहीं',
  },
};

type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** The full key of a label, e.g. nk('list.owner'). */
export const nk = (key: Paths<typeof en>) => `ptax.notices.${key}`;

/**
 * Messages that reach the screen as English text (the contracts schema's, the server's), translated
 * by their wording: providers/i18n/hi.ts spreads this into hiByEnglishText.
 */
export const hiByEnglish: Record<string, string> = {
  'Notice type is required': 'नोटिस का प्रकार आवश्यक है',
  'Notice type must be demand or recovery': 'नोटिस का प्रकार माँग या वसूली होना चाहिए',
  'Language must be hi (Hindi) or en (English)': 'भाषा हिंदी या अंग्रेज़ी होनी चाहिए',
  'Minimum dues must be a number of rupees, at least 0': 'न्यूनतम बकाया 0 या अधिक रुपये होना चाहिए',
  'Minimum dues must be a number': 'न्यूनतम बकाया एक संख्या होनी चाहिए',
  'No property with dues matches this choice': 'इस चयन में कोई बकायेदार संपत्ति नहीं है',
  'Notice job not found': 'नोटिस कार्य नहीं मिला',
  'This notice job has already finished': 'यह नोटिस कार्य पहले ही समाप्त हो चुका है',
  'Zone not found': 'ज़ोन नहीं मिला',
  'Ward not found': 'वार्ड नहीं मिला',
  'Mohalla not found': 'मोहल्ला नहीं मिला',
  'Upload an Excel file (.xlsx) with a propertyUniqueId column':
    'propertyUniqueId कॉलम वाली एक्सेल फ़ाइल (.xlsx) अपलोड करें',
  'Not a valid Excel file, upload an .xlsx': 'मान्य एक्सेल फ़ाइल नहीं है, .xlsx अपलोड करें',
  'The sheet has no propertyUniqueId column': 'शीट में propertyUniqueId कॉलम नहीं है',
  'This zone is outside your access': 'यह ज़ोन आपकी पहुँच से बाहर है',
  'This ward is outside your access': 'यह वार्ड आपकी पहुँच से बाहर है',
};
