import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { photoReportagesDefinition } from './definition';

/** 'Nowy fotoreportaż' (/photo_reportages/new) and 'Edycja fotoreportażu' (/photo_reportages/edit/:id). */
export default function PhotoReportageFormScreen() {
  return <CrudFormScreen definition={photoReportagesDefinition} />;
}
