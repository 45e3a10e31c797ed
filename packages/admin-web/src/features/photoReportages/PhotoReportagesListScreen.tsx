import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { photoReportagesListDefinition } from './listDefinition';

/** 'Fotoreportaże' (/photo_reportages): mounted only where the runtime configuration enables it (D9). */
export default function PhotoReportagesListScreen() {
  return <CrudListScreen definition={photoReportagesListDefinition} />;
}
