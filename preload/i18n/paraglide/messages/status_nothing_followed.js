/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Nothing_FollowedInputs */

const en_status_nothing_followed = /** @type {(inputs: Status_Nothing_FollowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing followed yet`)
};

/**
* | output |
* | --- |
* | "Nothing followed yet" |
*
* @param {Status_Nothing_FollowedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_nothing_followed = /** @type {((inputs?: Status_Nothing_FollowedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Nothing_FollowedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_nothing_followed", en_status_nothing_followed));
