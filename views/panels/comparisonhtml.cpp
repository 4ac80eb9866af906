// SPDX-License-Identifier: MIT
#include "comparisonhtml.h"

#include "model/analysis/numberformat.h"

#include <QCoreApplication>

#include <cmath>

namespace cosmos {

namespace {

class ComparisonTr {
    Q_DECLARE_TR_FUNCTIONS(cosmos::ComparisonView)

};

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

QString signedText(double value, const QString &formattedMagnitude)
{
    if (value > 0)
        return QStringLiteral("+") + formattedMagnitude;
    if (value < 0)
        return QStringLiteral("−") + formattedMagnitude;
    return formattedMagnitude;
}

// The relative part: "(+150%)", "(new)", or nothing when both are zero.
QString relativeText(const NumberDelta &delta)
{
    if (delta.isNew)
        return ComparisonTr::tr("(new)");
    if (!delta.relative)
        return QString();
    return QStringLiteral("(%1)").arg(signedText(*delta.relative, formatPercent(std::fabs(*delta.relative))));
}

QString change(const NumberDelta &delta, const QString &magnitude)
{
    if (!delta.changed())
        return ComparisonTr::tr("no change");
    const QString relative = relativeText(delta);
    return signedText(delta.absolute, magnitude) + (relative.isEmpty() ? QString() : QLatin1Char(' ') + relative);
}

// Less is better for everything compared here: money, request units, storage.
QString coloured(const NumberDelta &delta, const QString &text, const ComparisonStyle &style)
{
    if (!delta.changed())
        return QStringLiteral("<span style='color:%1'>%2</span>").arg(style.muted.name(), escaped(text));
    const bool worse = delta.absolute > 0;
    return QStringLiteral("<span style='color:%1'><b>%2&nbsp;%3</b></span>")
        .arg((worse ? style.worse : style.better).name(), worse ? QStringLiteral("▲") : QStringLiteral("▼"),
            escaped(text));
}

// "warm" rather than "warning": the word compares two designs side by side.
constexpr const char *kHeats[] = {QT_TRANSLATE_NOOP("cosmos::ComparisonView", "ok"),
    QT_TRANSLATE_NOOP("cosmos::ComparisonView", "warm"), QT_TRANSLATE_NOOP("cosmos::ComparisonView", "hot")};
static_assert(std::size(kHeats) == std::size_t(HeatStatus::Hot) + 1);

QString heatLabel(const std::optional<HeatStatus> &status)
{
    return status ? ComparisonTr::tr(labelIn(kHeats, *status)) : QStringLiteral("—");
}

QString routeLabel(const std::optional<RouteKind> &kind)
{
    return kind ? routeKindTitle(*kind).translated() : QStringLiteral("—");
}

// "point read in Products": a pattern moved to another container is a changed route
// even when its kind stays the same.
QString routeText(const std::optional<RouteKind> &kind, const QString &container)
{
    if (!kind || container.isEmpty())
        return routeLabel(kind);
    return ComparisonTr::tr("%1 in %2").arg(routeLabel(kind), container);
}

QString decisionLabel(const std::optional<Decision> &decision, int rule, bool present)
{
    if (!present)
        return ComparisonTr::tr("(no such relationship)");
    if (!decision)
        return ComparisonTr::tr("undecided");
    return ComparisonTr::tr("%1 (rule %2)").arg(decisionTitle(*decision).translated()).arg(rule);
}

constexpr const char *kCapacityModes[] = {QT_TRANSLATE_NOOP("cosmos::ComparisonView", "Provisioned"),
    QT_TRANSLATE_NOOP("cosmos::ComparisonView", "Autoscale"),
    QT_TRANSLATE_NOOP("cosmos::ComparisonView", "Serverless")};
static_assert(std::size(kCapacityModes) == std::size_t(CapacityMode::Serverless) + 1);

QString capacityModeLabel(CapacityMode mode)
{
    return ComparisonTr::tr(labelIn(kCapacityModes, mode));
}

// "a → b" when the two differ, else the one value; the changed side in bold.
QString pair(const QString &a, const QString &b)
{
    if (a == b)
        return escaped(a);
    return QStringLiteral("%1 → <b>%2</b>").arg(escaped(a), escaped(b));
}

QString numberPair(const NumberDelta &delta, QString (*format)(double))
{
    return pair(format(delta.a), format(delta.b));
}

QString ru(double value)
{
    return formatRu(value);
}
QString partitions(double value)
{
    return formatNumber(value, 0);
}
QString requestUnits(double value)
{
    return formatNumber(value, 2);
}

QString keyText(const QStringList &paths)
{
    return paths.isEmpty() ? QStringLiteral("—") : paths.join(QStringLiteral(", "));
}

QString tableStart(const QStringList &headers)
{
    QString html = QStringLiteral("<table width='100%' cellspacing='0' cellpadding='5'><tr>");
    for (const QString &header : headers)
        html += QStringLiteral("<th align='left'>%1</th>").arg(escaped(header));
    return html + QStringLiteral("</tr>");
}

QString section(const QString &title)
{
    return QStringLiteral("<h3>%1</h3>").arg(escaped(title));
}

QString capacityModes(const TotalsComparison &totals, const ComparisonStyle &style)
{
    QString html = section(ComparisonTr::tr("Monthly cost in each capacity mode"));
    html += tableStart({ComparisonTr::tr("Capacity mode"), style.nameA, style.nameB, ComparisonTr::tr("Change")});
    for (const CapacityModeDelta &mode : totals.byCapacityMode) {
        QString label = capacityModeLabel(mode.mode);
        if (mode.mode == totals.capacityModeB)
            label += ComparisonTr::tr(" (chosen)");
        html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td></tr>")
                    .arg(escaped(label), formatUsd(mode.monthlyCostUsd.a), formatUsd(mode.monthlyCostUsd.b),
                        coloured(mode.monthlyCostUsd, usdChange(mode.monthlyCostUsd), style));
    }
    return html + QStringLiteral("</table>");
}

QString decisions(const DesignComparison &comparison, const ComparisonStyle &style)
{
    QString html = section(ComparisonTr::tr("Decisions that differ"));
    if (comparison.decisions.empty())
        return html + QStringLiteral("<p>%1</p>").arg(escaped(ComparisonTr::tr("Every relationship is decided the same way.")));
    html += tableStart({ComparisonTr::tr("Relationship"), style.nameA, style.nameB});
    for (const DecisionDifference &d : comparison.decisions)
        html += QStringLiteral("<tr><td>%1 → %2</td><td>%3</td><td><b>%4</b></td></tr>")
                    .arg(escaped(d.parentName), escaped(d.childName),
                        escaped(decisionLabel(d.decisionA, d.ruleA, d.presence != Presence::OnlyInB)),
                        escaped(decisionLabel(d.decisionB, d.ruleB, d.presence != Presence::OnlyInA)));
    return html + QStringLiteral("</table>");
}

QString containers(const DesignComparison &comparison, const ComparisonStyle &style)
{
    QString html = section(ComparisonTr::tr("Containers"));
    html += tableStart({ComparisonTr::tr("Container"), ComparisonTr::tr("Partition key"), ComparisonTr::tr("RU/s at peak"), ComparisonTr::tr("Provisioned RU/s"),
        ComparisonTr::tr("Partitions"), ComparisonTr::tr("Hottest partition"), ComparisonTr::tr("Monthly cost"), ComparisonTr::tr("Change")});
    for (const ContainerComparison &c : comparison.containers) {
        QString name = escaped(c.name);
        if (c.presence == Presence::OnlyInA)
            name += QStringLiteral(" <i>(%1)</i>").arg(escaped(ComparisonTr::tr("only in %1").arg(style.nameA)));
        else if (c.presence == Presence::OnlyInB)
            name += QStringLiteral(" <i>(%1)</i>").arg(escaped(ComparisonTr::tr("only in %1").arg(style.nameB)));
        html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td><td>%6</td><td>%7</td>"
                               "<td>%8</td></tr>")
                    .arg(name, pair(keyText(c.partitionKeyA), keyText(c.partitionKeyB)),
                        numberPair(c.ruPerSecondPeak, ru), numberPair(c.provisionedRuPerSecond, ru),
                        numberPair(c.physicalPartitions, partitions), pair(heatLabel(c.hotA), heatLabel(c.hotB)),
                        numberPair(c.monthlyCostUsd, formatUsd), coloured(c.monthlyCostUsd, usdChange(c.monthlyCostUsd), style));
    }
    return html + QStringLiteral("</table>");
}

QString patterns(const DesignComparison &comparison, const ComparisonStyle &style)
{
    QString html = section(ComparisonTr::tr("Access patterns whose route or request cost changed"));
    int shown = 0;
    QString rows;
    for (const PatternComparison &p : comparison.accessPatterns) {
        if (!p.changed())
            continue;
        ++shown;
        rows += QStringLiteral("<tr><td><b>%1</b> %2</td><td>%3</td><td>%4</td><td>%5</td></tr>")
                    .arg(escaped(p.id), escaped(p.description), pair(routeText(p.kindA, p.containerA), routeText(p.kindB, p.containerB)),
                        numberPair(p.ruPerRequest, requestUnits),
                        coloured(p.ruPerSecondPeak, ruChange(p.ruPerSecondPeak), style));
    }
    if (shown == 0)
        return html
            + QStringLiteral("<p>%1</p>").arg(escaped(ComparisonTr::tr("Every access pattern is routed the same way at the same cost.")));
    return html + tableStart({ComparisonTr::tr("Access pattern"), ComparisonTr::tr("Route"), ComparisonTr::tr("RU per request"), ComparisonTr::tr("RU/s at peak")}) + rows
        + QStringLiteral("</table>");
}

} // namespace

QString usdChange(const NumberDelta &delta)
{
    return change(delta, formatUsd(std::fabs(delta.absolute)));
}

QString ruChange(const NumberDelta &delta)
{
    return change(delta, formatRu(std::fabs(delta.absolute)) + QStringLiteral(" RU/s"));
}

QString gbChange(const NumberDelta &delta)
{
    return change(delta, formatGB(std::fabs(delta.absolute)));
}

QString totalsCardHtml(const QString &title, const NumberDelta &delta, const QString &formatted,
                       const QString &formattedA, const QString &changeText, const ComparisonStyle &style)
{
    // Qt's rich text takes font sizes in pt or px, so the cards scale from the widget font.
    return QStringLiteral("<div>%1</div><div style='font-size:%2pt'><b>%3</b></div>"
                          "<div style='color:%4'>%5</div><div style='font-size:%6pt'>%7</div>")
        .arg(escaped(title), QString::number(style.pointSize * 1.9, 'f', 1), escaped(formatted), style.muted.name(),
            escaped(ComparisonTr::tr("%1 in %2").arg(formattedA, style.nameA)),
            QString::number(style.pointSize * 1.15, 'f', 1), coloured(delta, changeText, style));
}

QString comparisonDetailsHtml(const DesignComparison &comparison, const ComparisonStyle &style)
{
    return decisions(comparison, style) + containers(comparison, style) + patterns(comparison, style)
        + capacityModes(comparison.totals, style);
}

} // namespace cosmos
