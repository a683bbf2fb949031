/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Alert_Made_ShortInputs */

const en_alert_made_short = /** @type {(inputs: Alert_Made_ShortInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Made short by the office: ${shown} open`);
	return /** @type {LocalizedString} */ (`Made short by the office: ${shown} open`)
	
};

const es_alert_made_short = /** @type {(inputs: Alert_Made_ShortInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`La oficina dejó el turno corto: ${shown} libre`);
	return /** @type {LocalizedString} */ (`La oficina dejó el turno corto: ${shown} libres`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Made short by the office: {shown} open" |
* | * | "Made short by the office: {shown} open" |
*
* @param {Alert_Made_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_made_short = /** @type {((inputs: Alert_Made_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Made_ShortInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_alert_made_short, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alert_made_short(inputs)
	return en_alert_made_short(inputs)
});