// SPDX-License-Identifier: MIT
#pragma once

namespace cosmos {

// QLineEdit cuts what is typed or pasted at 32,767 characters without a word, so an
// overlong paste would reach the model shortened: a silent change. Every line edit
// of the application takes far more instead, and the model refuses a text over its
// limit (ObjectReader::kMaxTextLength) with a message, changing nothing. Installed
// once, on the application; idempotent.
void installTextFieldLimit();

} // namespace cosmos
