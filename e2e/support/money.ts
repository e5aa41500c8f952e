/** Rupees as the citizen pages write them, always with paise: 857100 -> '₹8,571.00'. */
export const citizenRupees = (paise: number) =>
  `₹${Math.floor(paise / 100).toLocaleString('en-IN')}.${String(paise % 100).padStart(2, '0')}`;
