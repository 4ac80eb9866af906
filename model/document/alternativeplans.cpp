// SPDX-License-Identifier: MIT
#include "alternativeplans.h"

#include "model/io/modeljson.h"

namespace cosmos::plans {

namespace {

bool nameTaken(const Model &model, const QString &name, const QString &exceptId)
{
    for (const DesignAlternative &alternative : model.alternatives)
        if (alternative.id != exceptId && alternative.name == name)
            return true;
    return false;
}

// A readable id: lowercase ASCII letters and digits joined by dashes ("key-by-category").
QString slug(const QString &name)
{
    QString id;
    bool dash = false;
    for (const QChar ch : name) {
        if (ch.unicode() < 128 && ch.isLetterOrNumber()) {
            if (dash && !id.isEmpty())
                id += QLatin1Char('-');
            id += ch.toLower();
            dash = false;
        } else {
            dash = true;
        }
    }
    return id.isEmpty() ? QStringLiteral("alternative") : id;
}

} // namespace

QString uniqueAlternativeName(const Model &model, const QString &name, const QString &exceptId)
{
    const QString base = name.trimmed();
    if (!nameTaken(model, base, exceptId))
        return base;
    for (int n = 2;; ++n) {
        const QString candidate = QStringLiteral("%1 (%2)").arg(base).arg(n);
        if (!nameTaken(model, candidate, exceptId))
            return candidate;
    }
}

QString uniqueAlternativeId(const Model &model, const QString &name)
{
    const QString base = slug(name);
    if (!model.alternative(base))
        return base;
    for (int n = 2;; ++n) {
        const QString candidate = base + QLatin1Char('-') + QString::number(n);
        if (!model.alternative(candidate))
            return candidate;
    }
}

ChangeSet duplicateAsAlternative(const Model &model, const QString &name, const QString &note)
{
    DesignAlternative alternative;
    alternative.id = uniqueAlternativeId(model, name);
    alternative.name = uniqueAlternativeName(model, name);
    alternative.note = note;
    alternative.design = model.design();
    return {Change::insert(ObjectKind::Alternative, toJson(alternative))};
}

ChangeSet renameAlternative(const Model &model, const QString &id, const QString &name)
{
    if (!model.alternative(id))
        return {};
    return {Change::set(field::alternative::name, id, name.trimmed().toStdString())};
}

ChangeSet removeAlternative(const Model &model, const QString &id)
{
    if (!model.alternative(id))
        return {};
    return {Change::remove(ObjectKind::Alternative, id)};
}

ChangeSet switchToAlternative(const Model &model, const QString &id, const QString &unnamedCurrent)
{
    const DesignAlternative *chosen = model.alternative(id);
    if (!chosen)
        return {};
    // The current design takes the chosen one's slot (same id, same place in the list),
    // so a comparison that was open keeps comparing the same two designs.
    DesignAlternative displaced;
    displaced.id = chosen->id;
    displaced.name
        = uniqueAlternativeName(model, model.designName.isEmpty() ? unnamedCurrent : model.designName, chosen->id);
    displaced.note = model.designNote;
    displaced.design = model.design();
    displaced.extra = chosen->extra;
    return {
        Change::setEntry(ObjectKind::Alternative, chosen->id, toJson(displaced)),
        Change::setEntry(ObjectKind::Design, QString(), designToJson(chosen->design)),
        Change::set(field::design::name, QString(), chosen->name.toStdString()),
        Change::set(field::design::note, QString(), chosen->note.toStdString()),
    };
}

} // namespace cosmos::plans
