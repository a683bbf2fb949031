/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Profile_Not_PlacedInputs */

const en_profile_not_placed = /** @type {(inputs: Profile_Not_PlacedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} order not placed yet was read before it went: export it to place it another way, or it is lost.`);
	return /** @type {LocalizedString} */ (`${i?.count} orders not placed yet were read before they went: export them to place them another way, or they are lost.`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} order not placed yet was read before it went: export it to place it another way, or it is lost." |
* | * | "{count} orders not placed yet were read before they went: export them to place them another way, or they are lost." |
*
* @param {Profile_Not_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_not_placed = /** @type {((inputs: Profile_Not_PlacedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Not_PlacedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("profile_not_placed", en_profile_not_placed));
