// Owners of the demo city: Hindi and English names of Lucknow's communities, their fathers or
// husbands, fictional mobile numbers and e-mail addresses. Every name is a pair [English, Hindi], so
// an owner written in Devanagari still gets a romanised e-mail address.

type Name = readonly [en: string, hi: string];

const pairs = (text: string): Name[] =>
  text
    .trim()
    .split(/\s*;\s*/)
    .map((pair) => pair.split('|') as unknown as Name);

const HINDU_MEN = pairs(`
  Ramesh|रमेश; Suresh|सुरेश; Rajesh|राजेश; Dinesh|दिनेश; Mukesh|मुकेश; Rakesh|राकेश; Anil|अनिल;
  Sunil|सुनील; Vijay|विजय; Ajay|अजय; Sanjay|संजय; Manoj|मनोज; Ashok|अशोक; Vinod|विनोद; Pramod|प्रमोद;
  Santosh|संतोष; Rajendra|राजेंद्र; Narendra|नरेंद्र; Arvind|अरविंद; Amit|अमित; Rahul|राहुल; Deepak|दीपक;
  Alok|आलोक; Vivek|विवेक; Gaurav|गौरव; Shyam|श्याम; Mohan|मोहन; Gopal|गोपाल; Hari Om|हरि ओम;
  Om Prakash|ओम प्रकाश; Kamlesh|कमलेश; Brijesh|बृजेश; Harish|हरीश; Satish|सतीश; Ravi|रवि; Manish|मनीष;
  Shailendra|शैलेन्द्र; Yogesh|योगेश; Umesh|उमेश; Devendra|देवेन्द्र; Ram Kishore|राम किशोर; Shiv Shankar|शिव शंकर`);
const HINDU_WOMEN = pairs(`
  Sunita|सुनीता; Anita|अनीता; Geeta|गीता; Seema|सीमा; Rekha|रेखा; Kiran|किरण; Poonam|पूनम; Neelam|नीलम;
  Suman|सुमन; Usha|ऊषा; Asha|आशा; Meena|मीना; Manju|मंजू; Savitri|सावित्री; Kamla|कमला; Shanti|शांति;
  Pushpa|पुष्पा; Sarita|सरिता; Kavita|कविता; Priya|प्रिया; Pooja|पूजा; Neha|नेहा; Anjali|अंजलि;
  Sangeeta|संगीता; Mamta|ममता; Radha|राधा; Nirmala|निर्मला; Sushila|सुशीला; Shweta|श्वेता; Archana|अर्चना`);
const HINDU_MIDDLE = pairs(
  `Kumar|कुमार; Prasad|प्रसाद; Chandra|चंद्र; Nath|नाथ; Lal|लाल; Narayan|नारायण; Pratap|प्रताप`,
);
const HINDU_SURNAMES = pairs(`
  Verma|वर्मा; Sharma|शर्मा; Gupta|गुप्ता; Yadav|यादव; Mishra|मिश्रा; Tiwari|तिवारी; Pandey|पाण्डेय;
  Shukla|शुक्ला; Srivastava|श्रीवास्तव; Dubey|दुबे; Tripathi|त्रिपाठी; Maurya|मौर्य; Rastogi|रस्तोगी;
  Agarwal|अग्रवाल; Jaiswal|जायसवाल; Saxena|सक्सेना; Nigam|निगम; Rawat|रावत; Chauhan|चौहान; Singh|सिंह;
  Pal|पाल; Prajapati|प्रजापति; Gautam|गौतम; Bajpai|बाजपेयी; Awasthi|अवस्थी; Dwivedi|द्विवेदी;
  Kushwaha|कुशवाहा; Sonkar|सोनकर; Lodhi|लोधी; Rajput|राजपूत; Kashyap|कश्यप; Nishad|निषाद`);
const DEVI: Name = ['Devi', 'देवी'];

const MUSLIM_MEN = pairs(`
  Irfan|इरफ़ान; Imran|इमरान; Salman|सलमान; Arif|आरिफ़; Asif|आसिफ़; Rizwan|रिज़वान; Shahid|शाहिद;
  Zubair|ज़ुबैर; Faisal|फ़ैसल; Iqbal|इक़बाल; Javed|जावेद; Aftab|आफ़ताब; Anwar|अनवर; Naseem|नसीम;
  Akhtar|अख़्तर; Shakeel|शकील; Rashid|राशिद; Tariq|तारिक़`);
const MUSLIM_WOMEN = pairs(`
  Shabana|शबाना; Nazia|नाज़िया; Rubina|रुबीना; Farzana|फ़रज़ाना; Shahnaz|शहनाज़; Ruksana|रुख़साना;
  Tabassum|तबस्सुम; Nasreen|नसरीन; Zainab|ज़ैनब; Ayesha|आयशा`);
const MUSLIM_SURNAMES = pairs(`
  Ansari|अंसारी; Khan|ख़ान; Siddiqui|सिद्दीक़ी; Qureshi|क़ुरैशी; Rizvi|रिज़वी; Naqvi|नक़वी; Zaidi|ज़ैदी;
  Abbasi|अब्बासी; Farooqui|फ़ारूक़ी; Usmani|उस्मानी`);
const MUSLIM_WOMEN_SURNAMES = pairs(`Bano|बानो; Begum|बेगम; Khatoon|ख़ातून`);
const MOHD: Name = ['Mohd.', 'मो०'];

const SIKH_MEN = pairs(`Gurpreet|गुरप्रीत; Harjeet|हरजीत; Manjeet|मनजीत; Jaswinder|जसविंदर; Paramjeet|परमजीत`);
const SIKH_WOMEN = pairs(`Harpreet|हरप्रीत; Simran|सिमरन; Gurmeet|गुरमीत; Jasleen|जसलीन`);
const SINGH: Name = ['Singh', 'सिंह'];
const KAUR: Name = ['Kaur', 'कौर'];

const CHRISTIAN_MEN = pairs(`Peter|पीटर; John|जॉन; Thomas|थॉमस; Joseph|जोसेफ़; Samuel|सैमुअल`);
const CHRISTIAN_WOMEN = pairs(`Mary|मैरी; Grace|ग्रेस; Rachel|रेचल; Sarah|सारा`);
const CHRISTIAN_SURNAMES = pairs(`Masih|मसीह; Lal|लाल; Singh|सिंह; D'Souza|डिसूज़ा`);

export type Random = () => number;

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)];
const join = (parts: (Name | null)[], script: 0 | 1) =>
  parts
    .filter((part): part is Name => part !== null)
    .map((part) => part[script])
    .join(' ');

type Community = 'hindu' | 'muslim' | 'sikh' | 'christian';

/** A man or woman of a family: given name(s) and the family name they share. */
interface Person {
  parts: (Name | null)[];
  given: Name;
  family: Name;
}

function man(random: Random, community: Community, family: Name): Person {
  switch (community) {
    case 'muslim': {
      const given = pick(random, MUSLIM_MEN);
      return { parts: [random() < 0.45 ? MOHD : null, given, family], given, family };
    }
    case 'sikh': {
      const given = pick(random, SIKH_MEN);
      return { parts: [given, SINGH, random() < 0.5 ? family : null], given, family };
    }
    case 'christian': {
      const given = pick(random, CHRISTIAN_MEN);
      return { parts: [given, family], given, family };
    }
    default: {
      const given = pick(random, HINDU_MEN);
      return { parts: [given, random() < 0.4 ? pick(random, HINDU_MIDDLE) : null, family], given, family };
    }
  }
}

function woman(random: Random, community: Community, family: Name): Person {
  switch (community) {
    case 'muslim': {
      const given = pick(random, MUSLIM_WOMEN);
      return {
        parts: [given, random() < 0.4 ? pick(random, MUSLIM_WOMEN_SURNAMES) : family],
        given,
        family,
      };
    }
    case 'sikh': {
      const given = pick(random, SIKH_WOMEN);
      return { parts: [given, KAUR], given, family };
    }
    case 'christian': {
      const given = pick(random, CHRISTIAN_WOMEN);
      return { parts: [given, family], given, family };
    }
    default: {
      const given = pick(random, HINDU_WOMEN);
      // 'सुनीता देवी': many women are registered with Devi in place of the family name.
      return { parts: [given, random() < 0.3 ? DEVI : family], given, family };
    }
  }
}

function familyName(random: Random, community: Community): Name {
  switch (community) {
    case 'muslim':
      return pick(random, MUSLIM_SURNAMES);
    case 'sikh':
      return random() < 0.5
        ? SINGH
        : pick(random, [
            ['Bedi', 'बेदी'],
            ['Arora', 'अरोड़ा'],
            ['Kohli', 'कोहली'],
          ] as Name[]);
    case 'christian':
      return pick(random, CHRISTIAN_SURNAMES);
    default:
      return pick(random, HINDU_SURNAMES);
  }
}

function communityOf(random: Random): Community {
  const r = random();
  if (r < 0.74) return 'hindu';
  if (r < 0.95) return 'muslim';
  if (r < 0.98) return 'sikh';
  return 'christian';
}

export interface DemoOwner {
  ownerName: string;
  fatherName?: string;
  husbandName?: string;
  emailId?: string;
  female: boolean;
  /** A widow: the husband's name is the late husband's (ex-defence widows are among them). */
  widowed: boolean;
}

const emailPart = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/**
 * An owner with a father or a husband (always at least one, as the form requires). `serial` keeps
 * e-mail addresses unique; they are all at example.com, reserved for examples (RFC 2606).
 */
export function demoOwner(random: Random, serial: number, options: { widow?: boolean } = {}): DemoOwner {
  const community = communityOf(random);
  const family = familyName(random, community);
  const female = options.widow === true || random() < 0.3;
  const hindi = random() < 0.3;
  const script = hindi ? 1 : 0;
  const owner = female ? woman(random, community, family) : man(random, community, family);
  const married = options.widow === true || (female && random() < 0.75);
  // The husband of a married woman, otherwise the father: either way of the owner's family.
  const relative = man(random, community, family);
  const withEmail = random() < (hindi ? 0.1 : 0.35);
  const email = `${emailPart(owner.given[0])}.${emailPart(owner.family[0]) || 'home'}${serial}@example.com`;
  return {
    ownerName: join(owner.parts, script),
    ...(married
      ? { husbandName: join(relative.parts, script) }
      : { fatherName: join(relative.parts, script) }),
    ...(withEmail ? { emailId: email } : {}),
    female,
    widowed: options.widow === true,
  };
}

/**
 * Demo mobile numbers: 90000 followed by the property's five-digit serial (9000000001, ...). Valid
 * Indian mobile numbers (they start with 9) in one block, so anyone can tell they are made up.
 */
export const DEMO_MOBILE_PREFIX = '90000';
export const demoMobile = (serial: number) => `${DEMO_MOBILE_PREFIX}${String(serial).padStart(5, '0')}`;
