// SPDX-License-Identifier: MIT
#include "languagechange.h"

namespace cosmos {

LanguageChange *LanguageChange::instance()
{
    static LanguageChange notifier; // lives as long as the process: connections end with their owners
    return &notifier;
}

void LanguageChange::announce()
{
    Q_EMIT instance()->changed();
}

} // namespace cosmos
