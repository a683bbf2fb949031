/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Clients_Known_CountInputs */

const en_clients_known_count = /** @type {(inputs: Clients_Known_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} client known on this computer`);
	return /** @type {LocalizedString} */ (`${shown} clients known on this computer`)
	
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
export const clients_known_count = /** @type {((inputs: Clients_Known_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Known_CountInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_known_count", en_clients_known_count));
