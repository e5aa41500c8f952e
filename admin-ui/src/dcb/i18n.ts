// The DCB screen's own words in Hindi, by their English text (spread into hiByEnglishText).
export const dcbHiByEnglish: Record<string, string> = {
  'Demand, collection and balance (DCB)': 'माँग, वसूली एवं शेष (डीसीबी)',
  'By tax head': 'कर मद अनुसार',
  'Tax head': 'कर मद',
  'House tax': 'गृह कर',
  'Water tax': 'जल कर',
  'Sewer tax': 'सीवर कर',
  City: 'शहर',
  'Where you are': 'आप कहाँ हैं',
  'Financial year %{year}, as of %{date}': 'वित्तीय वर्ष %{year}, %{date} तक',
  'A row opens the level below it; a property opens its ledger.':
    'किसी पंक्ति पर क्लिक करने से उसके नीचे का स्तर खुलता है; संपत्ति पर क्लिक करने से उसका खाता खुलता है।',
};
