// SPDX-License-Identifier: MIT
#include "heatstatuslabel.h"

#include <QCoreApplication>

namespace cosmos {

namespace {

// Filed under the canvas's context, where these words were first translated.
constexpr const char *kContext = "cosmos::ModelScene";

constexpr const char *kLabels[] = {QT_TRANSLATE_NOOP("cosmos::ModelScene", "ok"),
    QT_TRANSLATE_NOOP("cosmos::ModelScene", "warning"), QT_TRANSLATE_NOOP("cosmos::ModelScene", "hot")};
static_assert(std::size(kLabels) == std::size_t(HeatStatus::Hot) + 1);

} // namespace

QString heatStatusLabel(HeatStatus status)
{
    return QCoreApplication::translate(kContext, labelIn(kLabels, status));
}

} // namespace cosmos
