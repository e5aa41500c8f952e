// The Hindi of the defaulters, ARV and property report screens, by their English text (spread into
// hiByEnglishText). Table headers and titles come in both languages from contracts/src/reports.
export const defaultersHiByEnglish: Record<string, string> = {
  'Defaulters report views': 'बकायेदार रिपोर्ट के दृश्य',
  'Property-wise dues': 'संपत्तिवार देय',
  'Demand by year and tax': 'वर्ष एवं कर अनुसार माँग',
  'Properties by place': 'स्थान अनुसार संपत्तियाँ',
  'Demand, collection and balance of each property for the financial year; balance includes interest due today.':
    'वित्तीय वर्ष के लिए प्रत्येक संपत्ति की माँग, वसूली एवं शेष; शेष में आज तक देय ब्याज शामिल है।',
  'Every year up to the one chosen, by tax; interest and balance as of today.':
    'चुने गए वर्ष तक प्रत्येक वर्ष, कर अनुसार; ब्याज एवं शेष आज की तिथि तक।',
  'The city by zone, a zone by ward, a ward by mohalla; assessed and demanded in the financial year chosen.':
    'शहर ज़ोन अनुसार, ज़ोन वार्ड अनुसार, वार्ड मोहल्ला अनुसार; चुने गए वित्तीय वर्ष में कर निर्धारित एवं माँग जारी।',
  'Minimum dues (₹)': 'न्यूनतम बकाया (₹)',
  'Maximum dues (₹)': 'अधिकतम बकाया (₹)',
  'Dues counted': 'गिना गया बकाया',
  'Matching status': 'मिलान स्थिति',
  'Dues of every year': 'सभी वर्षों का बकाया',
  'Arrears only (earlier years)': 'केवल पिछला बकाया (पिछले वर्ष)',
  'This year only': 'केवल इस वर्ष का',
  'Matched with old register': 'पुराने रजिस्टर से मिलान हुआ',
  'Not matched with old register': 'पुराने रजिस्टर से मिलान नहीं हुआ',
  '%{count} properties owe between the amounts chosen.': '%{count} संपत्तियों पर चुनी गई राशियों के बीच बकाया है।',
  'Largest dues first': 'सबसे अधिक बकाया पहले',
  'Smallest dues first': 'सबसे कम बकाया पहले',
  'Pages of the defaulters list': 'बकायेदार सूची के पृष्ठ',
  'Pages of %{report}': '%{report} के पृष्ठ',
  'Issue a recovery notice to %{id}': '%{id} को वसूली नोटिस जारी करें',
  'Issue a recovery notice?': 'वसूली नोटिस जारी करें?',
  '%{owner} (property %{id}) owes %{dues}. The property gets a numbered recovery notice dated today, to pay within 15 days.':
    '%{owner} (संपत्ति %{id}) पर %{dues} बकाया है। संपत्ति को आज की तिथि का क्रमांकित वसूली नोटिस मिलेगा, 15 दिनों में भुगतान हेतु।',
  'Issue notice': 'नोटिस जारी करें',
  'Go back': 'वापस जाएँ',
  Close: 'बंद करें',
  'Recovery notice': 'वसूली नोटिस',
  'Writing the notice…': 'नोटिस बन रहा है…',
  'Open notice %{number} (PDF)': 'नोटिस %{number} खोलें (पीडीएफ़)',
  'No notice was issued.': 'कोई नोटिस जारी नहीं हुआ।',
  'ARV band from (₹)': 'एआरवी सीमा से (₹)',
  'ARV band to (₹)': 'एआरवी सीमा तक (₹)',
  'House tax': 'गृह कर',
  'Water tax': 'जल कर',
};
