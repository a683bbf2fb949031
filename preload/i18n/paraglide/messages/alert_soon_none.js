/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Alert_Soon_NoneInputs */

const en_alert_soon_none = /** @type {(inputs: Alert_Soon_NoneInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`No shift starting in the next hour is short.`);
	return /** @type {LocalizedString} */ (`No shift starting in the next ${shown} hours is short.`)
	
};

const es_alert_soon_none = /** @type {(inputs: Alert_Soon_NoneInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Ningún turno que empieza en la próxima hora tiene faltas.`);
	return /** @type {LocalizedString} */ (`Ningún turno que empieza en las próximas ${shown} horas tiene faltas.`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "No shift starting in the next hour is short." |
* | * | "No shift starting in the next {shown} hours is short." |
*
* @param {Alert_Soon_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_soon_none = /** @type {((inputs: Alert_Soon_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Soon_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_alert_soon_none, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alert_soon_none(inputs)
	return en_alert_soon_none(inputs)
});