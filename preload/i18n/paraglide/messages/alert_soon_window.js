/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Alert_Soon_WindowInputs */

const en_alert_soon_window = /** @type {(inputs: Alert_Soon_WindowInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`next hour`);
	return /** @type {LocalizedString} */ (`next ${shown} hours`)
	
};

const es_alert_soon_window = /** @type {(inputs: Alert_Soon_WindowInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`próxima hora`);
	return /** @type {LocalizedString} */ (`próximas ${shown} horas`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "next hour" |
* | * | "next {shown} hours" |
*
* @param {Alert_Soon_WindowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_soon_window = /** @type {((inputs: Alert_Soon_WindowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Soon_WindowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_alert_soon_window, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alert_soon_window(inputs)
	return en_alert_soon_window(inputs)
});