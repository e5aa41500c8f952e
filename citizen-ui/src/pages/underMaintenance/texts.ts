import type { Lang } from '../../i18n/messages';

// The maintenance page's own words (its title is the route's, in i18n/messages.ts).

interface MaintenanceTexts {
  heading: string;
  body: string;
  later: string;
  home: string;
}

export const MAINTENANCE_TEXTS: Record<Lang, MaintenanceTexts> = {
  en: {
    heading: 'The portal is under maintenance',
    body: 'We are working on the property tax portal, so some services may not be available for a while.',
    later: 'Please try again a little later. We are sorry for the trouble.',
    home: 'Home',
  },
  hi: {
    heading: 'पोर्टल पर रखरखाव का कार्य चल रहा है',
    body: 'संपत्ति कर पोर्टल पर कार्य चल रहा है, इसलिए कुछ सेवाएँ कुछ समय के लिए उपलब्ध नहीं हो सकतीं।',
    later: 'कृपया थोड़ी देर बाद फिर से प्रयास करें। असुविधा के लिए हमें खेद है।',
    home: 'होम',
  },
};
