// SPDX-License-Identifier: MIT
#include "azurelimits.h"

#include "exporttr.h"

#include <cmath>

namespace cosmos {

namespace azure {

QString nameProblem(const QString &name)
{
    if (name.trimmed().isEmpty())
        return ExportTr::tr("the name is empty");
    if (name.size() > kNameMaxLength)
        return ExportTr::tr("the name has %1 characters; Azure allows at most %2")
            .arg(QString::number(name.size()), QString::number(kNameMaxLength));
    for (const QChar forbidden : {QLatin1Char('/'), QLatin1Char('\\'), QLatin1Char('?'), QLatin1Char('#')})
        if (name.contains(forbidden))
            return ExportTr::tr("the name contains \"%1\", which Azure does not allow in ids (/ \\ ? #)")
                .arg(forbidden);
    if (name.endsWith(QLatin1Char(' ')))
        return ExportTr::tr("the name ends with a space, which Azure does not allow");
    for (const QChar ch : name)
        if (ch.category() == QChar::Other_Control)
            return ExportTr::tr("the name contains a control character");
    return {};
}

int validManualRu(double ru)
{
    const double stepped = std::ceil(std::max(ru, double(kManualMinRu)) / kManualStepRu - 1e-9) * kManualStepRu;
    return int(std::min(stepped, 1e9));
}

int validAutoscaleMaxRu(double ru)
{
    const double stepped
        = std::ceil(std::max(ru, double(kAutoscaleMinRu)) / kAutoscaleStepRu - 1e-9) * kAutoscaleStepRu;
    return int(std::min(stepped, 1e9));
}

} // namespace azure

QByteArray jsonFileBytes(const OrderedJson &json)
{
    const std::string text = json.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
    QByteArray bytes(text.data(), qsizetype(text.size()));
    bytes += '\n';
    return bytes;
}

OrderedJson ordered(const nlohmann::json &json)
{
    switch (json.type()) {
    case nlohmann::json::value_t::object: {
        OrderedJson out = OrderedJson::object();
        for (auto it = json.begin(); it != json.end(); ++it)
            out[it.key()] = ordered(it.value()); // the analysis' (sorted) key order
        return out;
    }
    case nlohmann::json::value_t::array: {
        OrderedJson out = OrderedJson::array();
        for (const nlohmann::json &item : json)
            out.push_back(ordered(item));
        return out;
    }
    case nlohmann::json::value_t::string:
        return json.get<std::string>();
    case nlohmann::json::value_t::boolean:
        return json.get<bool>();
    case nlohmann::json::value_t::number_integer:
        return json.get<std::int64_t>();
    case nlohmann::json::value_t::number_unsigned:
        return json.get<std::uint64_t>();
    case nlohmann::json::value_t::number_float:
        return json.get<double>();
    default:
        return nullptr;
    }
}

} // namespace cosmos
