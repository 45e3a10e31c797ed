import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { subscribersDefinition } from './definition';

/** 'Nowy subskrybent' (/subscribers/new). */
export default function SubscriberFormScreen() {
  return <CrudFormScreen definition={subscribersDefinition} />;
}
