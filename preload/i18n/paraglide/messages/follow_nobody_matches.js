/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Nobody_MatchesInputs */

const en_follow_nobody_matches = /** @type {(inputs: Follow_Nobody_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody matches`)
};

/**
* | output |
* | --- |
* | "Nobody matches" |
*
* @param {Follow_Nobody_MatchesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_nobody_matches = /** @type {((inputs?: Follow_Nobody_MatchesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Nobody_MatchesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_nobody_matches", en_follow_nobody_matches));
