/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Settings_Disconnect_DiscardInputs */

const en_settings_disconnect_discard = /** @type {(inputs: Settings_Disconnect_DiscardInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Discard ${shown} order and erase`);
	return /** @type {LocalizedString} */ (`Discard ${shown} orders and erase`)
	
};

const es_settings_disconnect_discard = /** @type {(inputs: Settings_Disconnect_DiscardInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Descartar ${shown} pedido y borrar`);
	return /** @type {LocalizedString} */ (`Descartar ${shown} pedidos y borrar`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Discard {shown} order and erase" |
* | * | "Discard {shown} orders and erase" |
*
* @param {Settings_Disconnect_DiscardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_discard = /** @type {((inputs: Settings_Disconnect_DiscardInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_DiscardInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_disconnect_discard, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_disconnect_discard(inputs)
	return en_settings_disconnect_discard(inputs)
});