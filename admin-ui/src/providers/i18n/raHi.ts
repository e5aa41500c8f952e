import englishMessages from 'ra-language-english';

// react-admin ships no Hindi catalog: the words its lists show on every screen (paging), in Hindi.
// The rest of its messages stay English until they are needed.
export const raHindi = {
  ...englishMessages.ra,
  navigation: {
    ...englishMessages.ra.navigation,
    no_results: 'कोई %{name} नहीं मिला',
    page_range_info: '%{offsetBegin}-%{offsetEnd} / %{total}',
    partial_page_range_info: '%{offsetBegin}-%{offsetEnd} / %{offsetEnd} से अधिक',
    current_page: 'पृष्ठ %{page}',
    page: 'पृष्ठ %{page} पर जाएँ',
    first: 'पहले पृष्ठ पर जाएँ',
    last: 'अंतिम पृष्ठ पर जाएँ',
    next: 'अगले पृष्ठ पर जाएँ',
    previous: 'पिछले पृष्ठ पर जाएँ',
    page_rows_per_page: 'प्रति पृष्ठ पंक्तियाँ:',
  },
};
