/**
 * The shared list parts' texts (components/RowMenu, components/EmptyState, the shell's sidebar):
 * a row's action menu and what each list says when it has nothing to show.
 */
export const fitEn = {
  rowActions: 'Actions for %{name}',
  empty: {
    records: 'No records available',
    properties: 'No property matches these filters.',
    editedProperties: 'No property has been edited yet.',
    oldProperties: 'No old property has been recorded yet.',
    officials: 'No official matches these filters.',
    operators: 'No operator has been added yet.',
    notes: 'No debit or credit note has been raised yet.',
  },
};

export const fitHi: typeof fitEn = {
  rowActions: '%{name} के लिए कार्रवाई',
  empty: {
    records: 'कोई रिकॉर्ड उपलब्ध नहीं',
    properties: 'इन फ़िल्टरों से कोई संपत्ति नहीं मिली।',
    editedProperties: 'अभी तक किसी संपत्ति में बदलाव नहीं हुआ है।',
    oldProperties: 'अभी तक कोई पुरानी संपत्ति दर्ज नहीं हुई है।',
    officials: 'इन फ़िल्टरों से कोई अधिकारी नहीं मिला।',
    operators: 'अभी तक कोई ऑपरेटर नहीं जोड़ा गया है।',
    notes: 'अभी तक कोई डेबिट या क्रेडिट नोट नहीं बना है।',
  },
};
