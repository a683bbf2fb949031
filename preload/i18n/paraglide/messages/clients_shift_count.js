/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Clients_Shift_CountInputs */

const en_clients_shift_count = /** @type {(inputs: Clients_Shift_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} shift`);
	return /** @type {LocalizedString} */ (`${shown} shifts`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} shift" |
* | * | "{shown} shifts" |
*
* @param {Clients_Shift_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_shift_count = /** @type {((inputs: Clients_Shift_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Shift_CountInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_shift_count", en_clients_shift_count));
