/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Alert_More_NameInputs */

const en_alert_more_name = /** @type {(inputs: Alert_More_NameInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} more alert`);
	return /** @type {LocalizedString} */ (`${shown} more alerts`)
	
};

const es_alert_more_name = /** @type {(inputs: Alert_More_NameInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Otra ${shown} alerta`);
	return /** @type {LocalizedString} */ (`Otras ${shown} alertas`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} more alert" |
* | * | "{shown} more alerts" |
*
* @param {Alert_More_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_more_name = /** @type {((inputs: Alert_More_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_More_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_alert_more_name, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alert_more_name(inputs)
	return en_alert_more_name(inputs)
});