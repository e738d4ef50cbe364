import type { MessageDescriptor } from '@lingui/core';
import { msg, selectOrdinal } from '@lingui/core/macro';

/** A place in the upgrade order as its choice names it ('1st', '2nd', '3rd', '11th' in English). */
export function upgradePlace(place: number): MessageDescriptor {
  return msg`${selectOrdinal(place, { one: `${place}st`, two: `${place}nd`, few: `${place}rd`, other: `${place}th` })}`;
}
