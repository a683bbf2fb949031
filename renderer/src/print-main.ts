// The print page (print.html?sheet=…): a sheet drawn from the local database, nothing else of the app.
import { startSheet } from './features/print';
import './styles/print.css';

const target = document.getElementById('sheet');
if (!target) throw new Error('#sheet element missing from print.html');
void startSheet(target, location.search);
