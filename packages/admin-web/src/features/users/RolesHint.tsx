/**
 * Under 'Role': what each role opens (the screens of its areas, by their menu labels) and a warning when
 * the chosen roles open nothing but Home and the password change (SDK-55).
 */
import { type AreaKey, areasOpenedBy, ROLES, roleScopeTexts, rolesOpenNoScreen } from '@redakcja/api-sdk';
import { ROUTE_DATA, type RouteData } from '../../areas';
import * as styles from './RolesHint.css';

/** An area's name as staff know it: its menu entry (else its first screen's label). */
function areaLabel(area: AreaKey): string {
  const routes = (ROUTE_DATA as readonly RouteData[]).filter((route) => route.area === area);
  return (routes.find((route) => route.menu) ?? routes[0])?.label ?? area;
}

/** The panel's order of an area, its route table's, which staff know from the menu (the SDK's is by name). */
function panelOrder(area: AreaKey): number {
  const index = (ROUTE_DATA as readonly RouteData[]).findIndex((route) => route.area === area);
  return index < 0 ? ROUTE_DATA.length : index;
}

function opened(role: string): string {
  if (role === 'root') return roleScopeTexts.all;
  const areas = areasOpenedBy(role).sort((left, right) => panelOrder(left) - panelOrder(right));
  const labels = [...new Set(areas.map(areaLabel))];
  return labels.length > 0 ? labels.join(', ') : roleScopeTexts.none;
}

export function RolesHint({ roles }: { roles: readonly string[] }) {
  return (
    <>
      {rolesOpenNoScreen(roles) ? (
        <strong className={styles.line}>{roleScopeTexts.nothingOpened}</strong>
      ) : null}
      {ROLES.map((role) => (
        <span key={role.value} className={styles.line}>
          {roleScopeTexts.opens(role.label, opened(role.value))}
        </span>
      ))}
    </>
  );
}
