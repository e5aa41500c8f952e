// The Hindi of the collection report, collection list, report dashboard and the demand dashboard's
// year figures, by their English text (spread into hiByEnglishText). Table headers and titles come
// in both languages from contracts/src/reports.
export const collectionReportsHiByEnglish: Record<string, string> = {
  'Payment mode': 'भुगतान माध्यम',
  Month: 'माह',
  'Collection report views': 'वसूली रिपोर्ट के दृश्य',
  'By mode': 'माध्यम अनुसार',
  'By month': 'माह अनुसार',
  'By day': 'दिन अनुसार',
  'By zone': 'ज़ोन अनुसार',
  'By ward': 'वार्ड अनुसार',
  'By mohalla': 'मोहल्ला अनुसार',
  'By revenue inspector': 'राजस्व निरीक्षक अनुसार',
  'The days of one month: choose the month in the filters.': 'एक माह के दिन: फ़िल्टर में माह चुनें।',
  'Total collected': 'कुल वसूली',
  'Wards no revenue inspector holds': 'वे वार्ड जो किसी राजस्व निरीक्षक के पास नहीं हैं',
  '%{count} receipts; the totals leave out cancelled and bounced receipts.':
    '%{count} रसीदें; योग में रद्द और अनादरित रसीदें शामिल नहीं हैं।',
  'Pages of the collection list': 'वसूली सूची के पृष्ठ',
  Refresh: 'ताज़ा करें',
  'Financial year %{year}; figures in rupees as of today.': 'वित्तीय वर्ष %{year}; आज तक के आँकड़े रुपये में।',
  Collected: 'वसूली',
  '%{amount} from %{receipts} receipts; %{lastAmount} from %{lastReceipts} receipts in the same days last year (%{from} – %{to}).':
    '%{receipts} रसीदों से %{amount}; पिछले वर्ष इन्हीं दिनों (%{from} – %{to}) में %{lastReceipts} रसीदों से %{lastAmount}।',
  'Change against last year': 'पिछले वर्ष की तुलना में परिवर्तन',
  'Today: %{amount} in all.': 'आज: कुल %{amount}।',
  Today: 'आज',
  'Same day last year': 'पिछले वर्ष इसी दिन',
  "Today's collection by mode": 'आज की वसूली माध्यम अनुसार',
  'The city has collected %{collected} of a demand of %{demand}; %{balance} is due.':
    'शहर ने %{demand} की माँग में से %{collected} वसूल किए हैं; %{balance} शेष है।',
  Demand: 'माँग',
  'Collected against demand': 'माँग के विरुद्ध वसूली',
  'Demand and collection by zone': 'ज़ोन अनुसार माँग एवं वसूली',
  'Most came in by %{mode}: %{amount} of %{total} this year.':
    'इस वर्ष सबसे अधिक %{mode} से आया: %{total} में से %{amount}।',
  'Nothing collected yet this year.': 'इस वर्ष अभी तक कोई वसूली नहीं हुई।',
  'This year': 'इस वर्ष',
  'Same period last year': 'पिछले वर्ष इसी अवधि में',
  'Collection by payment mode': 'भुगतान माध्यम अनुसार वसूली',
  'The best month so far is %{month}, with %{amount}.': 'अब तक का सबसे अच्छा माह %{month} है, %{amount} के साथ।',
  'Same month last year': 'पिछले वर्ष इसी माह',
  'Collection by month': 'माह अनुसार वसूली',
  '%{ward} leads the wards with %{amount} this year.': 'इस वर्ष %{amount} के साथ %{ward} वार्डों में सबसे आगे है।',
  '%{name} leads the revenue inspectors with %{amount} this year.':
    'इस वर्ष %{amount} के साथ %{name} राजस्व निरीक्षकों में सबसे आगे हैं।',
  'No revenue inspector holds a ward yet.': 'अभी किसी राजस्व निरीक्षक के पास कोई वार्ड नहीं है।',
  "The year's demand by tax head": 'कर मद अनुसार वर्ष की माँग',
};
