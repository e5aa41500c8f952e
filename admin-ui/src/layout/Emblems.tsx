import { Box } from '@mui/material';
import nagarNigamSeal from '../assets/nagarNigamSeal.svg';
import stateSeal from '../assets/stateSeal.svg';

/** The two emblem logos of the top bar (SPEC section 2, signed-in shell). */
export function Emblems({ size = 40 }: { size?: number }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <img src={stateSeal} alt="State seal" width={size} height={size} />
      <img src={nagarNigamSeal} alt="Nagar Nigam seal" width={size} height={size} />
    </Box>
  );
}
