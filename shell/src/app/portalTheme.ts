// The portal's look, wherever its screens are shown: the portal itself and embed.js in a foreign page.
// The theme's Inter fonts are replaced at build time by subsets (scripts/rspack subsetFonts()).
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeflex/primeflex.css';
import 'primeicons/primeicons.css';
import './icons.css';
import './theme.css';
