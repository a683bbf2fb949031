/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Alert_MoreInputs */

const en_alert_more = /** @type {(inputs: Alert_MoreInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} more`);
	return /** @type {LocalizedString} */ (`${shown} more`)
	
};

const es_alert_more = /** @type {(inputs: Alert_MoreInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Otra ${shown}`);
	return /** @type {LocalizedString} */ (`Otras ${shown}`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} more" |
* | * | "{shown} more" |
*
* @param {Alert_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_more = /** @type {((inputs: Alert_MoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_MoreInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_alert_more, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alert_more(inputs)
	return en_alert_more(inputs)
});