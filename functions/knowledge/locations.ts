// Owns the static location list: 26 countries and their largest cities (with coordinates) for location selects and provider search.

export interface City {
  name: string;
  lat: number;
  lng: number;
}

export interface Country {
  /** ISO 3166-1 alpha-2 code, e.g. 'GB'. */
  code: string;
  name: string;
  cities: readonly City[];
}

/** Label used when a provider covers every city of a country. */
export const ALL_CITIES = 'All Cities';

/** Countries sorted alphabetically by name; cities sorted alphabetically within each country (at most 10). */
export const COUNTRIES: readonly Country[] = [
  {
    code: 'AU',
    name: 'Australia',
    cities: [
      { name: 'Adelaide', lat: -34.9287, lng: 138.5986 },
      { name: 'Brisbane', lat: -27.4679, lng: 153.0281 },
      { name: 'Canberra', lat: -35.2835, lng: 149.1281 },
      { name: 'Gold Coast', lat: -28.0003, lng: 153.4309 },
      { name: 'Melbourne', lat: -37.8140, lng: 144.9633 },
      { name: 'Newcastle', lat: -32.9295, lng: 151.7801 },
      { name: 'Perth', lat: -31.9522, lng: 115.8614 },
      { name: 'Sunshine Coast', lat: -26.6568, lng: 153.0796 },
      { name: 'Sydney', lat: -33.8678, lng: 151.2073 },
      { name: 'Wollongong', lat: -34.4240, lng: 150.8935 },
    ],
  },
  {
    code: 'BH',
    name: 'Bahrain',
    cities: [
      { name: 'Hamad Town', lat: 26.1153, lng: 50.5069 },
      { name: 'Isa Town', lat: 26.1736, lng: 50.5478 },
      { name: 'Jidhafs', lat: 26.2186, lng: 50.5478 },
      { name: 'Manama', lat: 26.2279, lng: 50.5857 },
      { name: 'Muharraq', lat: 26.2572, lng: 50.6119 },
      { name: 'Riffa', lat: 26.1300, lng: 50.5550 },
      { name: 'Sitra', lat: 26.1547, lng: 50.6206 },
    ],
  },
  {
    code: 'CA',
    name: 'Canada',
    cities: [
      { name: 'Calgary', lat: 51.0501, lng: -114.0853 },
      { name: 'Edmonton', lat: 53.5501, lng: -113.4687 },
      { name: 'Hamilton', lat: 43.2501, lng: -79.8496 },
      { name: 'Kitchener', lat: 43.4254, lng: -80.5112 },
      { name: 'Montreal', lat: 45.5088, lng: -73.5878 },
      { name: 'Ottawa', lat: 45.4112, lng: -75.6981 },
      { name: 'Quebec City', lat: 46.8123, lng: -71.2145 },
      { name: 'Toronto', lat: 43.6532, lng: -79.3832 },
      { name: 'Vancouver', lat: 49.2497, lng: -123.1193 },
      { name: 'Winnipeg', lat: 49.8844, lng: -97.1470 },
    ],
  },
  {
    code: 'EG',
    name: 'Egypt',
    cities: [
      { name: 'Alexandria', lat: 31.2018, lng: 29.9158 },
      { name: 'Asyut', lat: 27.1810, lng: 31.1837 },
      { name: 'Cairo', lat: 30.0626, lng: 31.2497 },
      { name: 'Giza', lat: 30.0094, lng: 31.2086 },
      { name: 'Luxor', lat: 25.6989, lng: 32.6421 },
      { name: 'Mansoura', lat: 31.0364, lng: 31.3807 },
      { name: 'Port Said', lat: 31.2653, lng: 32.3019 },
      { name: 'Shubra El Kheima', lat: 30.1251, lng: 31.2505 },
      { name: 'Suez', lat: 29.9737, lng: 32.5263 },
      { name: 'Tanta', lat: 30.7885, lng: 31.0019 },
    ],
  },
  {
    code: 'FR',
    name: 'France',
    cities: [
      { name: 'Bordeaux', lat: 44.8412, lng: -0.5805 },
      { name: 'Lille', lat: 50.6339, lng: 3.0551 },
      { name: 'Lyon', lat: 45.7640, lng: 4.8357 },
      { name: 'Marseille', lat: 43.2965, lng: 5.3698 },
      { name: 'Montpellier', lat: 43.6109, lng: 3.8763 },
      { name: 'Nantes', lat: 47.2172, lng: -1.5534 },
      { name: 'Nice', lat: 43.7031, lng: 7.2661 },
      { name: 'Paris', lat: 48.8534, lng: 2.3488 },
      { name: 'Strasbourg', lat: 48.5839, lng: 7.7455 },
      { name: 'Toulouse', lat: 43.6043, lng: 1.4437 },
    ],
  },
  {
    code: 'DE',
    name: 'Germany',
    cities: [
      { name: 'Berlin', lat: 52.5244, lng: 13.4105 },
      { name: 'Cologne', lat: 50.9333, lng: 6.9500 },
      { name: 'Dortmund', lat: 51.5149, lng: 7.4660 },
      { name: 'Düsseldorf', lat: 51.2232, lng: 6.7793 },
      { name: 'Essen', lat: 51.4566, lng: 7.0123 },
      { name: 'Frankfurt', lat: 50.1155, lng: 8.6842 },
      { name: 'Hamburg', lat: 53.5507, lng: 9.9930 },
      { name: 'Leipzig', lat: 51.3396, lng: 12.3713 },
      { name: 'Munich', lat: 48.1374, lng: 11.5755 },
      { name: 'Stuttgart', lat: 48.7823, lng: 9.1770 },
    ],
  },
  {
    code: 'IN',
    name: 'India',
    cities: [
      { name: 'Ahmedabad', lat: 23.0258, lng: 72.5873 },
      { name: 'Bengaluru', lat: 12.9719, lng: 77.5937 },
      { name: 'Chennai', lat: 13.0878, lng: 80.2785 },
      { name: 'Delhi', lat: 28.6519, lng: 77.2315 },
      { name: 'Hyderabad', lat: 17.3840, lng: 78.4564 },
      { name: 'Jaipur', lat: 26.9196, lng: 75.7878 },
      { name: 'Kolkata', lat: 22.5626, lng: 88.3630 },
      { name: 'Mumbai', lat: 19.0728, lng: 72.8826 },
      { name: 'Pune', lat: 18.5196, lng: 73.8554 },
      { name: 'Surat', lat: 21.1959, lng: 72.8302 },
    ],
  },
  {
    code: 'IE',
    name: 'Ireland',
    cities: [
      { name: 'Bray', lat: 53.2028, lng: -6.0983 },
      { name: 'Cork', lat: 51.8980, lng: -8.4706 },
      { name: 'Drogheda', lat: 53.7189, lng: -6.3478 },
      { name: 'Dublin', lat: 53.3331, lng: -6.2489 },
      { name: 'Dundalk', lat: 54.0000, lng: -6.4167 },
      { name: 'Galway', lat: 53.2724, lng: -9.0510 },
      { name: 'Limerick', lat: 52.6647, lng: -8.6231 },
      { name: 'Navan', lat: 53.6528, lng: -6.6814 },
      { name: 'Swords', lat: 53.4597, lng: -6.2181 },
      { name: 'Waterford', lat: 52.2583, lng: -7.1119 },
    ],
  },
  {
    code: 'IT',
    name: 'Italy',
    cities: [
      { name: 'Bari', lat: 41.1207, lng: 16.8698 },
      { name: 'Bologna', lat: 44.4938, lng: 11.3387 },
      { name: 'Catania', lat: 37.4922, lng: 15.0704 },
      { name: 'Florence', lat: 43.7792, lng: 11.2463 },
      { name: 'Genoa', lat: 44.4048, lng: 8.9444 },
      { name: 'Milan', lat: 45.4643, lng: 9.1895 },
      { name: 'Naples', lat: 40.8522, lng: 14.2681 },
      { name: 'Palermo', lat: 38.1166, lng: 13.3636 },
      { name: 'Rome', lat: 41.8919, lng: 12.5113 },
      { name: 'Turin', lat: 45.0705, lng: 7.6868 },
    ],
  },
  {
    code: 'JP',
    name: 'Japan',
    cities: [
      { name: 'Fukuoka', lat: 33.6000, lng: 130.4167 },
      { name: 'Kawasaki', lat: 35.5206, lng: 139.7172 },
      { name: 'Kobe', lat: 34.6913, lng: 135.1830 },
      { name: 'Kyoto', lat: 35.0211, lng: 135.7538 },
      { name: 'Nagoya', lat: 35.1815, lng: 136.9064 },
      { name: 'Osaka', lat: 34.6938, lng: 135.5011 },
      { name: 'Saitama', lat: 35.9081, lng: 139.6566 },
      { name: 'Sapporo', lat: 43.0667, lng: 141.3500 },
      { name: 'Tokyo', lat: 35.6895, lng: 139.6917 },
      { name: 'Yokohama', lat: 35.4333, lng: 139.6500 },
    ],
  },
  {
    code: 'JO',
    name: 'Jordan',
    cities: [
      { name: 'Amman', lat: 31.9552, lng: 35.9450 },
      { name: 'Aqaba', lat: 29.5267, lng: 35.0078 },
      { name: 'Irbid', lat: 32.5556, lng: 35.8500 },
      { name: 'Jerash', lat: 32.2808, lng: 35.8993 },
      { name: 'Karak', lat: 31.1825, lng: 35.7000 },
      { name: 'Madaba', lat: 31.7160, lng: 35.7939 },
      { name: 'Mafraq', lat: 32.3429, lng: 36.2080 },
      { name: 'Russeifa', lat: 32.0178, lng: 36.0464 },
      { name: 'Salt', lat: 32.0392, lng: 35.7272 },
      { name: 'Zarqa', lat: 32.0727, lng: 36.0880 },
    ],
  },
  {
    code: 'KW',
    name: 'Kuwait',
    cities: [
      { name: 'Al Ahmadi', lat: 29.0769, lng: 48.0839 },
      { name: 'Al Farwaniyah', lat: 29.2775, lng: 47.9586 },
      { name: 'Al Jahra', lat: 29.3375, lng: 47.6581 },
      { name: 'Fahaheel', lat: 29.0825, lng: 48.1303 },
      { name: 'Hawalli', lat: 29.3328, lng: 48.0286 },
      { name: 'Kuwait City', lat: 29.3670, lng: 47.9743 },
      { name: 'Mubarak Al-Kabeer', lat: 29.1898, lng: 48.0872 },
      { name: 'Sabah Al-Salem', lat: 29.2572, lng: 48.0572 },
      { name: 'Salmiya', lat: 29.3339, lng: 48.0761 },
    ],
  },
  {
    code: 'LB',
    name: 'Lebanon',
    cities: [
      { name: 'Aley', lat: 33.8053, lng: 35.6000 },
      { name: 'Baalbek', lat: 34.0058, lng: 36.2181 },
      { name: 'Beirut', lat: 33.8933, lng: 35.5016 },
      { name: 'Byblos', lat: 34.1211, lng: 35.6481 },
      { name: 'Jounieh', lat: 33.9808, lng: 35.6178 },
      { name: 'Nabatieh', lat: 33.3789, lng: 35.4839 },
      { name: 'Sidon', lat: 33.5575, lng: 35.3715 },
      { name: 'Tripoli', lat: 34.4335, lng: 35.8441 },
      { name: 'Tyre', lat: 33.2733, lng: 35.1939 },
      { name: 'Zahle', lat: 33.8468, lng: 35.9020 },
    ],
  },
  {
    code: 'MY',
    name: 'Malaysia',
    cities: [
      { name: 'George Town', lat: 5.4112, lng: 100.3354 },
      { name: 'Ipoh', lat: 4.5841, lng: 101.0829 },
      { name: 'Johor Bahru', lat: 1.4655, lng: 103.7578 },
      { name: 'Klang', lat: 3.0367, lng: 101.4433 },
      { name: 'Kota Kinabalu', lat: 5.9749, lng: 116.0724 },
      { name: 'Kuala Lumpur', lat: 3.1412, lng: 101.6865 },
      { name: 'Kuching', lat: 1.5500, lng: 110.3333 },
      { name: 'Malacca City', lat: 2.1960, lng: 102.2405 },
      { name: 'Petaling Jaya', lat: 3.1073, lng: 101.6067 },
      { name: 'Shah Alam', lat: 3.0851, lng: 101.5328 },
    ],
  },
  {
    code: 'MA',
    name: 'Morocco',
    cities: [
      { name: 'Agadir', lat: 30.4202, lng: -9.5982 },
      { name: 'Casablanca', lat: 33.5883, lng: -7.6114 },
      { name: 'Fez', lat: 34.0331, lng: -5.0003 },
      { name: 'Kenitra', lat: 34.2610, lng: -6.5802 },
      { name: 'Marrakesh', lat: 31.6342, lng: -7.9999 },
      { name: 'Meknes', lat: 33.8935, lng: -5.5473 },
      { name: 'Oujda', lat: 34.6814, lng: -1.9086 },
      { name: 'Rabat', lat: 34.0132, lng: -6.8326 },
      { name: 'Salé', lat: 34.0531, lng: -6.7985 },
      { name: 'Tangier', lat: 35.7673, lng: -5.7998 },
    ],
  },
  {
    code: 'NL',
    name: 'Netherlands',
    cities: [
      { name: 'Almere', lat: 52.3702, lng: 5.2141 },
      { name: 'Amsterdam', lat: 52.3740, lng: 4.8897 },
      { name: 'Breda', lat: 51.5866, lng: 4.7760 },
      { name: 'Eindhoven', lat: 51.4408, lng: 5.4778 },
      { name: 'Groningen', lat: 53.2192, lng: 6.5667 },
      { name: 'Nijmegen', lat: 51.8425, lng: 5.8528 },
      { name: 'Rotterdam', lat: 51.9225, lng: 4.4792 },
      { name: 'The Hague', lat: 52.0767, lng: 4.2986 },
      { name: 'Tilburg', lat: 51.5555, lng: 5.0913 },
      { name: 'Utrecht', lat: 52.0908, lng: 5.1222 },
    ],
  },
  {
    code: 'NZ',
    name: 'New Zealand',
    cities: [
      { name: 'Auckland', lat: -36.8485, lng: 174.7635 },
      { name: 'Christchurch', lat: -43.5333, lng: 172.6333 },
      { name: 'Dunedin', lat: -45.8742, lng: 170.5036 },
      { name: 'Hamilton', lat: -37.7833, lng: 175.2833 },
      { name: 'Lower Hutt', lat: -41.2167, lng: 174.9167 },
      { name: 'Napier', lat: -39.4926, lng: 176.9123 },
      { name: 'Nelson', lat: -41.2708, lng: 173.2840 },
      { name: 'Palmerston North', lat: -40.3564, lng: 175.6111 },
      { name: 'Tauranga', lat: -37.6861, lng: 176.1667 },
      { name: 'Wellington', lat: -41.2866, lng: 174.7756 },
    ],
  },
  {
    code: 'OM',
    name: 'Oman',
    cities: [
      { name: 'Barka', lat: 23.6787, lng: 57.8860 },
      { name: 'Ibri', lat: 23.2257, lng: 56.5157 },
      { name: 'Muscat', lat: 23.5841, lng: 58.4078 },
      { name: 'Nizwa', lat: 22.9333, lng: 57.5333 },
      { name: 'Rustaq', lat: 23.3908, lng: 57.4244 },
      { name: 'Saham', lat: 24.1722, lng: 56.8886 },
      { name: 'Salalah', lat: 17.0150, lng: 54.0924 },
      { name: 'Seeb', lat: 23.6703, lng: 58.1891 },
      { name: 'Sohar', lat: 24.3474, lng: 56.7094 },
      { name: 'Sur', lat: 22.5667, lng: 59.5289 },
    ],
  },
  {
    code: 'QA',
    name: 'Qatar',
    cities: [
      { name: 'Al Khor', lat: 25.6839, lng: 51.5058 },
      { name: 'Al Rayyan', lat: 25.2919, lng: 51.4244 },
      { name: 'Al Wakrah', lat: 25.1715, lng: 51.6034 },
      { name: 'Doha', lat: 25.2855, lng: 51.5310 },
      { name: 'Lusail', lat: 25.4175, lng: 51.5075 },
      { name: 'Mesaieed', lat: 24.9923, lng: 51.5507 },
      { name: 'Umm Salal', lat: 25.4152, lng: 51.4065 },
    ],
  },
  {
    code: 'SA',
    name: 'Saudi Arabia',
    cities: [
      { name: 'Buraidah', lat: 26.3260, lng: 43.9750 },
      { name: 'Dammam', lat: 26.4344, lng: 50.1033 },
      { name: 'Hofuf', lat: 25.3647, lng: 49.5876 },
      { name: 'Jeddah', lat: 21.4901, lng: 39.1862 },
      { name: 'Khobar', lat: 26.2794, lng: 50.2083 },
      { name: 'Mecca', lat: 21.4266, lng: 39.8256 },
      { name: 'Medina', lat: 24.4686, lng: 39.6142 },
      { name: 'Riyadh', lat: 24.6877, lng: 46.7219 },
      { name: 'Tabuk', lat: 28.3998, lng: 36.5715 },
      { name: 'Taif', lat: 21.2703, lng: 40.4158 },
    ],
  },
  {
    code: 'SG',
    name: 'Singapore',
    cities: [
      { name: 'Singapore', lat: 1.2897, lng: 103.8501 },
    ],
  },
  {
    code: 'ZA',
    name: 'South Africa',
    cities: [
      { name: 'Bloemfontein', lat: -29.1211, lng: 26.2140 },
      { name: 'Cape Town', lat: -33.9258, lng: 18.4232 },
      { name: 'Durban', lat: -29.8579, lng: 31.0292 },
      { name: 'East London', lat: -33.0153, lng: 27.9116 },
      { name: 'Gqeberha', lat: -33.9611, lng: 25.6149 },
      { name: 'Johannesburg', lat: -26.2023, lng: 28.0436 },
      { name: 'Mbombela', lat: -25.4751, lng: 30.9693 },
      { name: 'Pietermaritzburg', lat: -29.6168, lng: 30.3928 },
      { name: 'Polokwane', lat: -23.9045, lng: 29.4688 },
      { name: 'Pretoria', lat: -25.7449, lng: 28.1878 },
    ],
  },
  {
    code: 'ES',
    name: 'Spain',
    cities: [
      { name: 'Barcelona', lat: 41.3888, lng: 2.1590 },
      { name: 'Bilbao', lat: 43.2627, lng: -2.9253 },
      { name: 'Las Palmas', lat: 28.1018, lng: -15.4157 },
      { name: 'Madrid', lat: 40.4165, lng: -3.7026 },
      { name: 'Malaga', lat: 36.7202, lng: -4.4203 },
      { name: 'Murcia', lat: 37.9870, lng: -1.1300 },
      { name: 'Palma', lat: 39.5694, lng: 2.6502 },
      { name: 'Seville', lat: 37.3828, lng: -5.9732 },
      { name: 'Valencia', lat: 39.4739, lng: -0.3797 },
      { name: 'Zaragoza', lat: 41.6561, lng: -0.8773 },
    ],
  },
  {
    code: 'AE',
    name: 'United Arab Emirates',
    cities: [
      { name: 'Abu Dhabi', lat: 24.4512, lng: 54.3970 },
      { name: 'Ajman', lat: 25.4018, lng: 55.4788 },
      { name: 'Al Ain', lat: 24.1917, lng: 55.7606 },
      { name: 'Dubai', lat: 25.2048, lng: 55.2708 },
      { name: 'Fujairah', lat: 25.1164, lng: 56.3414 },
      { name: 'Khor Fakkan', lat: 25.3313, lng: 56.3420 },
      { name: 'Ras Al Khaimah', lat: 25.7895, lng: 55.9432 },
      { name: 'Sharjah', lat: 25.3342, lng: 55.4122 },
      { name: 'Umm Al Quwain', lat: 25.5647, lng: 55.5552 },
    ],
  },
  {
    code: 'GB',
    name: 'United Kingdom',
    cities: [
      { name: 'Birmingham', lat: 52.4814, lng: -1.8998 },
      { name: 'Bristol', lat: 51.4552, lng: -2.5966 },
      { name: 'Edinburgh', lat: 55.9521, lng: -3.1965 },
      { name: 'Glasgow', lat: 55.8651, lng: -4.2576 },
      { name: 'Leeds', lat: 53.7965, lng: -1.5478 },
      { name: 'Liverpool', lat: 53.4106, lng: -2.9779 },
      { name: 'London', lat: 51.5085, lng: -0.1257 },
      { name: 'Manchester', lat: 53.4809, lng: -2.2374 },
      { name: 'Newcastle upon Tyne', lat: 54.9733, lng: -1.6140 },
      { name: 'Sheffield', lat: 53.3830, lng: -1.4659 },
    ],
  },
  {
    code: 'US',
    name: 'United States',
    cities: [
      { name: 'Chicago', lat: 41.8500, lng: -87.6500 },
      { name: 'Dallas', lat: 32.7831, lng: -96.8067 },
      { name: 'Houston', lat: 29.7633, lng: -95.3633 },
      { name: 'Jacksonville', lat: 30.3322, lng: -81.6556 },
      { name: 'Los Angeles', lat: 34.0522, lng: -118.2437 },
      { name: 'New York', lat: 40.7143, lng: -74.0060 },
      { name: 'Philadelphia', lat: 39.9524, lng: -75.1636 },
      { name: 'Phoenix', lat: 33.4484, lng: -112.0740 },
      { name: 'San Antonio', lat: 29.4241, lng: -98.4936 },
      { name: 'San Diego', lat: 32.7157, lng: -117.1647 },
    ],
  },
];

const norm = (value: string): string => value.trim().toLowerCase();

/** Finds a country by its ISO alpha-2 code (case-insensitive). */
export function countryByCode(code: string): Country | undefined {
  const wanted = norm(code);
  return COUNTRIES.find((country) => country.code.toLowerCase() === wanted);
}

/** Finds a country by its name (case-insensitive). */
export function countryByName(name: string): Country | undefined {
  const wanted = norm(name);
  return COUNTRIES.find((country) => country.name.toLowerCase() === wanted);
}

/** Finds a city of a country, both by name (case-insensitive). */
export function cityOf(countryName: string, cityName: string): City | undefined {
  const wanted = norm(cityName);
  return countryByName(countryName)?.cities.find((city) => city.name.toLowerCase() === wanted);
}
