/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, gap: NonNullable<unknown> }} Alert_Places_OpenInputs */

const en_alert_places_open = /** @type {(inputs: Alert_Places_OpenInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.gap} of ${shown} place open`);
	return /** @type {LocalizedString} */ (`${i?.gap} of ${shown} places open`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{gap} of {shown} place open" |
* | * | "{gap} of {shown} places open" |
*
* @param {Alert_Places_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_places_open = /** @type {((inputs: Alert_Places_OpenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Places_OpenInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_places_open", en_alert_places_open));
