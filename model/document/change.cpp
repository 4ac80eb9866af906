// SPDX-License-Identifier: MIT
#include "change.h"

namespace cosmos {

Change Change::set(ObjectKind kind, QString id, std::string field, Json value)
{
    return Change {Type::Set, kind, std::move(id), std::move(field), std::move(value), -1};
}

Change Change::set(FieldId field, QString id, Json value)
{
    return set(field.kind, std::move(id), std::string(field.name), std::move(value));
}

Change Change::setEntry(ObjectKind kind, QString id, Json value)
{
    return Change {Type::Set, kind, std::move(id), {}, std::move(value), -1};
}

Change Change::insert(ObjectKind kind, Json object, int index)
{
    return Change {Type::Insert, kind, {}, {}, std::move(object), index};
}

Change Change::remove(ObjectKind kind, QString id)
{
    return Change {Type::Remove, kind, std::move(id), {}, nullptr, -1};
}

} // namespace cosmos
