/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Alert_Soon_OpenInputs */

const en_alert_soon_open = /** @type {(inputs: Alert_Soon_OpenInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`open`);
	return /** @type {LocalizedString} */ (`open`)
	
};

const es_alert_soon_open = /** @type {(inputs: Alert_Soon_OpenInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`libre`);
	return /** @type {LocalizedString} */ (`libres`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "open" |
* | * | "open" |
*
* @param {Alert_Soon_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_soon_open = /** @type {((inputs: Alert_Soon_OpenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Soon_OpenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_alert_soon_open, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alert_soon_open(inputs)
	return en_alert_soon_open(inputs)
});