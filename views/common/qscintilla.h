// SPDX-License-Identifier: MIT
#pragma once

// QScintilla's headers use the `signals`/`slots` keywords, which this project turns
// off (QT_NO_KEYWORDS) so they cannot clash with other libraries. Map them to the
// macros for the duration of the includes only.
#ifdef QT_NO_KEYWORDS
#define signals Q_SIGNALS
#define slots Q_SLOTS
#define COSMOS_QSCI_KEYWORDS
#endif

#include <Qsci/qscilexerjson.h>
#include <Qsci/qscilexermarkdown.h>
#include <Qsci/qscilexersql.h>
#include <Qsci/qsciscintilla.h>

#ifdef COSMOS_QSCI_KEYWORDS
#undef signals
#undef slots
#undef COSMOS_QSCI_KEYWORDS
#endif
