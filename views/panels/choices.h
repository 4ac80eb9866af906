// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/enums.h"

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>

namespace cosmos {

// The translated labels of the model's enumerations, paired with their file
// spellings, for combo boxes and tables.
class Choices {
    Q_DECLARE_TR_FUNCTIONS(cosmos::Choices)

public:
    using List = QList<QPair<QString, QString>>;
    static List capacityModes();
    static List consistencies();
    static List attributeTypes();
    static List vectorDataTypes();
    static List vectorDistances();
    static List vectorIndexTypes();
    static List growths();
    static List relationshipKinds();
    static List operations();
    static List filterOps();
    static List sortOrders();
    static List statuses();
    static QString label(const List &list, const QString &value);
};

} // namespace cosmos
