// The demo city's geography: six zones of Nagar Nigam Lucknow, their wards and mohallas. Names are
// the city's localities; numbers and the grouping into zones are the demo's own.

export interface DemoZone {
  zoneNo: number;
  name: string;
  /** 0..1: how dear land is, relative to the other zones; sets the mohalla rates (rates.ts). */
  tier: number;
  /** Ward name, then its mohallas. Wards are numbered in order across the city, from 1. */
  wards: [string, string[]][];
}

export const DEMO_ZONES: DemoZone[] = [
  {
    zoneNo: 1,
    name: 'Zone 1 - Hazratganj',
    tier: 0.75,
    wards: [
      ['Hazratganj', ['Hazratganj Market', 'Sikandarbagh', 'Janpath Colony', 'Halwasiya Court']],
      ['Lalbagh', ['Lalbagh', 'Novelty Chauraha', 'Lalbagh Tikoniya', 'Baradari']],
      ['Aminabad', ['Aminabad Bazar', 'Gwynne Road', 'Jhandewala Park', 'Maqbara']],
      ['Qaiserbagh', ['Qaiserbagh', 'Kaiserbagh Colony', 'Bhatkhande Marg']],
      ['Narhi', ['Narhi Bazar', 'Sapru Marg', 'Shahnajaf Road', 'Butler Colony']],
      ['Golaganj', ['Golaganj', 'Rifa-e-Aam', 'Kutchery Road']],
      ['Hussainganj', ['Hussainganj', 'Lalkuan', 'Benbiganj', 'Mirza Mandi']],
      ['Raja Bazar', ['Raja Bazar', 'Khayaliganj', 'Chikmandi', 'Naubasta Chowk']],
      ['Maulviganj', ['Maulviganj', 'Rakabganj', 'Nadan Mahal Road', 'Sheikhan Tola']],
      ['Ganeshganj', ['Ganeshganj', 'Naka Hindola', 'Latouche Road', 'Pandariba']],
      ['Raj Bhawan', ['Dilkusha', 'Cantonment Road', 'Raj Bhawan Colony', 'Nehru Enclave']],
      ['Nishatganj', ['Nishatganj', 'Badshahnagar', 'Dalibagh']],
      ['Daliganj', ['Daliganj', 'Hasanganj', 'Madeganj', 'Khadra']],
    ],
  },
  {
    zoneNo: 2,
    name: 'Zone 2 - Rajajipuram',
    tier: 0.35,
    wards: [
      ['Aishbagh', ['Aishbagh', 'Motijheel', 'Rajendra Nagar', 'Aishbagh Eidgah']],
      [
        'Rajajipuram',
        ['Rajajipuram A Block', 'Rajajipuram B Block', 'Rajajipuram C Block', 'Rajajipuram E Block'],
      ],
      ['Talkatora', ['Talkatora', 'Talkatora Industrial Area', 'Tikait Rai Talab', 'Arya Nagar']],
      ['Moti Nagar', ['Moti Nagar', 'Kailash Puri', 'Ram Nagar', 'Dugawan']],
      ['Tilak Nagar', ['Tilak Nagar', 'Shivaji Marg', 'Aishbagh Mill Area']],
      ['Malviya Nagar', ['Malviya Nagar', 'Nai Basti', 'Kewal Vihar']],
      ['Babu Banarsi Das', ['Daulat Nagar', 'Kanhaiya Nagar', 'Sanjay Gandhi Puram']],
      ['Yadunath Sanyal', ['Balaganj Road', 'Bajpai Colony', 'Sanyal Nagar']],
      ['Krishna Nagar', ['Krishna Nagar', 'Keshav Nagar', 'Singar Nagar', 'Sujanpura']],
      ['Para', ['Para', 'Budheshwar', 'Mohan Road', 'Hind Nagar']],
      ['Ram Tirth', ['Ramtirth Marg', 'Bara Birwa', 'Deen Dayal Nagar']],
      ['Kesari Khera', ['Kesari Khera', 'Bhola Khera', 'Dhal Khera']],
      ['Shahmina Shah', ['Shahmina Road', 'Medical College Colony', 'Khadra Bazar']],
      ['Triveni Nagar', ['Triveni Nagar', 'Sitapur Road Colony', 'Khadra East']],
    ],
  },
  {
    zoneNo: 3,
    name: 'Zone 3 - Aliganj',
    tier: 0.55,
    wards: [
      ['Aliganj', ['Aliganj Sector B', 'Aliganj Sector H', 'Aliganj Sector Q', 'Kapoorthala', 'Puraniya']],
      ['Mahanagar', ['Mahanagar Sector C', 'Mahanagar Sector G', 'Mahanagar Extension', 'Paper Mill Colony']],
      [
        'Vikas Nagar',
        ['Vikas Nagar Sector 2', 'Vikas Nagar Sector 5', 'Vikas Nagar Sector 8', 'Tedhi Pulia'],
      ],
      [
        'Jankipuram',
        ['Jankipuram Sector F', 'Jankipuram Sector G', 'Jankipuram Sector H', 'Jankipuram Extension'],
      ],
      ['Gudamba', ['Gudamba', 'Kursi Road Colony', 'Bhawapur']],
      ['Sitapur Road', ['Sitapur Road Yojana', 'Mohibullapur', 'Bhitauli', 'Sector 4 Jankipuram']],
      ['Kalyanpur', ['Kalyanpur East', 'Kalyanpur West', 'Gulistan Colony', 'Ring Road Colony']],
      ['Khurram Nagar', ['Khurram Nagar', 'Abrar Nagar', 'Vikas Nagar Sector 11']],
      ['Nirala Nagar', ['Nirala Nagar', 'Sarvodaya Nagar', 'Dalibagh Colony']],
      ['Ram Ram Bank', ['Ram Ram Bank Chauraha', 'Triveni Nagar East', 'Aliganj Extension']],
      ['Madiyaon', ['Madiyaon', 'Azad Nagar', 'Faizullaganj']],
      ['Bhitauli', ['Bhitauli Khurd', 'Bhitauli Kalan', 'Ghaila']],
      ['Kapoorthala', ['Kapoorthala Complex', 'Chandganj', 'Sector K Aliganj']],
    ],
  },
  {
    zoneNo: 4,
    name: 'Zone 4 - Gomti Nagar',
    tier: 0.85,
    wards: [
      ['Gomti Nagar', ['Vipul Khand', 'Vinay Khand', 'Vishal Khand', 'Vikas Khand', 'Viram Khand']],
      ['Vibhuti Khand', ['Vibhuti Khand', 'Vijayant Khand', 'Viraj Khand', 'Vikrant Khand']],
      [
        'Indira Nagar',
        [
          'Indira Nagar Sector 11',
          'Indira Nagar Sector 14',
          'Indira Nagar Sector 19',
          'Munshi Pulia',
          'Bhootnath Market',
        ],
      ],
      ['Chinhat', ['Chinhat', 'Matiyari', 'Malhaur', 'Deva Road Colony']],
      ['Ismailganj', ['Ismailganj', 'Sarai Shekh', 'Harihar Nagar']],
      ['Patrakarpuram', ['Patrakarpuram', 'Vishwas Khand', 'Vardan Khand', 'Vinamra Khand']],
      ['Lohia Nagar', ['Lohia Nagar', 'Khargapur', 'Sahara States']],
      ['Kamta', ['Kamta', 'Nijampur Malhaur', 'Ayodhya Road Colony']],
      ['Takrohi', ['Takrohi', 'Shiv Vihar', 'Indira Nagar Sector 25']],
      ['Naubasta', ['Naubasta Kalan', 'Naubasta Khurd', 'Sikandarpur']],
      ['Ujariyaon', ['Ujariyaon', 'Vishesh Khand', 'Vijay Khand']],
      ['Faizabad Road', ['Badshahnagar Crossing', 'Indira Nagar A Block', 'Lekhraj Market']],
      ['Tiwariganj', ['Tiwariganj', 'Chinhat Industrial Area', 'Semra']],
    ],
  },
  {
    zoneNo: 5,
    name: 'Zone 5 - Alambagh',
    tier: 0.5,
    wards: [
      ['Alambagh', ['Chander Nagar', 'Awadh Vihar', 'Gopal Khera', 'Alambagh Bus Station Area']],
      ['Charbagh', ['Charbagh Station Road', 'Mawaiya', 'Ravindra Palli', 'Kapoor Nagar']],
      ['Sarojini Nagar', ['Sarojini Nagar', 'Amausi', 'Scooter India Colony', 'Bijnaur Road']],
      ['Ashiana', ['Ashiana Sector G', 'Ashiana Sector H', 'Ruchi Khand', 'Rashmi Khand']],
      ['Telibagh', ['Telibagh', 'Raibareli Road Colony', 'Kharika']],
      [
        'Kanpur Road',
        ['LDA Colony Sector D', 'LDA Colony Sector E', 'LDA Colony Sector F', 'Kanpur Road Yojana'],
      ],
      ['Manas Nagar', ['Manas Nagar', 'Paarijat Vihar', 'Deen Dayal Puram']],
      ['Bangla Bazar', ['Bangla Bazar', 'Sardar Patel Nagar', 'Eldeco Colony']],
      ['Sadar', ['Sadar Bazar', 'Gora Bazar', 'Neel Matha']],
      ['Nadarganj', ['Nadarganj', 'Amausi Industrial Area', 'Kasim Khera']],
      ['Sharda Nagar', ['Sharda Nagar', 'Ruchi Khand II', 'Ashiana Extension']],
      [
        'Vrindavan',
        ['Vrindavan Sector 6', 'Vrindavan Sector 9', 'Vrindavan Sector 12', 'Vrindavan Sector 15'],
      ],
      ['Bhadrukh', ['Bhadrukh', 'Harauni Road', 'Mati Road']],
    ],
  },
  {
    zoneNo: 6,
    name: 'Zone 6 - Chowk',
    tier: 0.4,
    wards: [
      ['Chowk', ['Chowk Bazar', 'Akbari Gate', 'Gol Darwaza', 'Phool Wali Gali']],
      ['Thakurganj', ['Thakurganj', 'Musahibganj', 'Tahseenganj', 'Hardoi Road Colony']],
      ['Hussainabad', ['Hussainabad', 'Ghanta Ghar', 'Satkhanda', 'Picture Gallery Road']],
      ['Daulatganj', ['Daulatganj', 'Dubagga Crossing', 'Daulatganj Gate']],
      ['Saadatganj', ['Saadatganj', 'Victoria Ganj', 'Mansoor Nagar', 'Katra Bizan Beg']],
      ['Kashmiri Mohalla', ['Kashmiri Mohalla', 'Sheesh Mahal', 'Imambara Road']],
      ['Yahiyaganj', ['Yahiyaganj', 'Nakhas Market', 'Bhawani Ganj']],
      ['Dubagga', ['Dubagga', 'Basant Kunj', 'Jehta Road']],
      ['Balaganj', ['Balaganj', 'Kashmiri Bagh', 'Campbell Road']],
      ['Rahim Nagar', ['Rahim Nagar', 'Nawab Ganj', 'Ahata Kallan']],
      ['Sarfarazganj', ['Sarfarazganj', 'Shekhpur Kasaila', 'Kushwaha Nagar']],
      ['Wazirganj', ['Wazirganj', 'Gautam Buddha Marg', 'Mansoor Ali Park']],
      ['Muftiganj', ['Muftiganj', 'Bazar Jhau Lal', 'Kamla Nagar']],
      ['Chaupatiyan', ['Chaupatiyan', 'Khairabad Mohalla', 'Sarai Mali Khan', 'Pir Bukhara']],
    ],
  },
];
