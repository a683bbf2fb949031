/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Clients_Known_CountInputs */

const en_clients_known_count = /** @type {(inputs: Clients_Known_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} client known on this computer`);
	return /** @type {LocalizedString} */ (`${shown} clients known on this computer`)
	
};

const es_clients_known_count = /** @type {(inputs: Clients_Known_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} cliente conocido en esta computadora`);
	return /** @type {LocalizedString} */ (`${shown} clientes conocidos en esta computadora`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} client known on this computer" |
* | * | "{shown} clients known on this computer" |
*
* @param {Clients_Known_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_known_count = /** @type {((inputs: Clients_Known_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Known_CountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_known_count, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_known_count(inputs)
	return en_clients_known_count(inputs)
});