/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, today: NonNullable<unknown>, later: NonNullable<unknown> }} Age_Today_And_LaterInputs */

const en_age_today_and_later = /** @type {(inputs: Age_Today_And_LaterInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Today's events as of ${i?.today} · ${shown} later event as of ${i?.later}`);
	return /** @type {LocalizedString} */ (`Today's events as of ${i?.today} · ${shown} later events as of ${i?.later}`)
	
};

const es_age_today_and_later = /** @type {(inputs: Age_Today_And_LaterInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Eventos de hoy actualizados: ${i?.today} · ${shown} evento posterior: ${i?.later}`);
	return /** @type {LocalizedString} */ (`Eventos de hoy actualizados: ${i?.today} · ${shown} eventos posteriores: ${i?.later}`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Today's events as of {today} · {shown} later event as of {later}" |
* | * | "Today's events as of {today} · {shown} later events as of {later}" |
*
* @param {Age_Today_And_LaterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const age_today_and_later = /** @type {((inputs: Age_Today_And_LaterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Age_Today_And_LaterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_age_today_and_later(inputs)
	return en_age_today_and_later(inputs)
});