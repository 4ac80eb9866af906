// SPDX-License-Identifier: MIT
#include "languagechange.h"

namespace cosmos {

LanguageChange *LanguageChange::instance()
{
    static LanguageChange notifier; // lives as long as the process: connections end with their owners
    return &notifier;
}

namespace {
QString g_language;
}

void LanguageChange::announce(const QString &language)
{
    g_language = language;
    Q_EMIT instance()->changed();
}

QString LanguageChange::language()
{
    return g_language;
}

} // namespace cosmos
