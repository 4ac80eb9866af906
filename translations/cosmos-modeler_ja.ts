<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AdvisorCatalog</name>
    <message>
        <source>Embed a small, bounded set of children</source>
        <translation>小さく上限のある子の集合を埋め込む</translation>
    </message>
    <message>
        <source>{child} belongs to {parent} in small numbers and is read with it {correlation} of the time.</source>
        <translation>{child}は{parent}に少数だけ属し、{correlation}の割合で一緒に読み取られます。</translation>
    </message>
    <message>
        <source>Nothing to change while {child} stays few per {parent} and is read together; it stops applying when they are stored apart.</source>
        <translation>{child}が{parent}あたり少数で、一緒に読み取られる限り、変更は不要です。別々に格納されると、このルールは適用されなくなります。</translation>
    </message>
    <message>
        <source>Store {child} inside the {parent} document as a nested object or array.</source>
        <translation>{child}を{parent}ドキュメント内に入れ子のオブジェクトまたは配列として格納します。</translation>
    </message>
    <message>
        <source>One point read returns everything the screen needs, which is the cheapest and fastest read Cosmos DB offers, and the application never joins on the client.</source>
        <translation>1 回のポイント読み取りで画面に必要なすべてが返ります。これは Cosmos DB で最も安価かつ高速な読み取りであり、アプリケーションがクライアント側で結合を行う必要もありません。</translation>
    </message>
    <message>
        <source>Reference children that grow without limit or change on their own</source>
        <translation>無制限に増える子や独立して変更される子は参照にする</translation>
    </message>
    <message>
        <source>Each {parent} has {children} {child} items, which grow without limit or change on their own (decision: {decision}).</source>
        <translation>各{parent}には{children}件の{child}アイテムがあり、無制限に増えるか独立して変更されます (決定: {decision})。</translation>
    </message>
    <message>
        <source>Give {parent} → {child} a bounded maximum and let the children change only with their parent.</source>
        <translation>{parent} → {child}に上限を設け、子は親と一緒にのみ変更されるようにします。</translation>
    </message>
    <message>
        <source>Keep each {child} as its own document that carries the {parent} id, instead of an array inside {parent}.</source>
        <translation>各{child}を{parent}内の配列ではなく、{parent}の ID を持つ独立したドキュメントとして保持します。</translation>
    </message>
    <message>
        <source>A growing array pushes the parent towards the 2 MB item limit, and every change to one child rewrites the whole parent at a much higher RU cost.</source>
        <translation>増え続ける配列は親を 2 MB のアイテム サイズ上限に近づけ、1 つの子を変更するたびに親全体が書き換えられるため、RU コストが大幅に増加します。</translation>
    </message>
    <message>
        <source>Split an ever-growing list into bucket documents</source>
        <translation>増え続けるリストをバケット ドキュメントに分割する</translation>
    </message>
    <message>
        <source>{parent} is read with its {child} items {correlation} of the time, but their number is unbounded, so they cannot all live in one document.</source>
        <translation>{parent}は{correlation}の割合で{child}アイテムと一緒に読み取られますが、その数に上限がないため、すべてを 1 つのドキュメントに収めることはできません。</translation>
    </message>
    <message>
        <source>Set a maximum number of {child} per {parent}, or read them less often with the parent.</source>
        <translation>{parent}あたりの{child}の最大数を設定するか、親と一緒に読み取る頻度を下げてください。</translation>
    </message>
    <message>
        <source>Group {child} items into bucket documents of a fixed size (for example 100 items or one day each); start a new bucket when the current one is full.</source>
        <translation>{child}アイテムを固定サイズ (たとえば 100 アイテムごとや 1 日ごと) のバケット ドキュメントにまとめ、現在のバケットがいっぱいになったら新しいバケットを開始します。</translation>
    </message>
    <message>
        <source>Buckets keep the related items together and cheap to read in one go while every document stays far below the size limit.</source>
        <translation>バケットにより、関連アイテムがまとまって 1 回で安価に読み取れる一方、各ドキュメントはサイズ上限を大きく下回ったままになります。</translation>
    </message>
    <message>
        <source>Keep the ids of a bounded many-to-many link on both sides</source>
        <translation>上限のある多対多リンクの ID を両側に保持する</translation>
    </message>
    <message>
        <source>{parent} and {child} are linked many-to-many with few links per item.</source>
        <translation>{parent}と{child}は多対多でリンクされており、アイテムあたりのリンク数は少数です。</translation>
    </message>
    <message>
        <source>Nothing to change while both sides stay small; a side that grows large needs an edge container instead.</source>
        <translation>両側が小さいままであれば変更は不要です。一方が大きくなった場合は、代わりにエッジ コンテナーが必要です。</translation>
    </message>
    <message>
        <source>Store the {child} ids in each {parent} and the {parent} ids in each {child}, and update both when a link changes.</source>
        <translation>各{parent}に{child}の ID を、各{child}に{parent}の ID を格納し、リンクが変わったら両方を更新します。</translation>
    </message>
    <message>
        <source>Both directions of the question are then answered by one read, without a join and without a third container.</source>
        <translation>これにより、どちらの方向の問い合わせも、結合や 3 つ目のコンテナーなしに 1 回の読み取りで応答できます。</translation>
    </message>
    <message>
        <source>Use an edge container for a large many-to-many link</source>
        <translation>大規模な多対多リンクにはエッジ コンテナーを使用する</translation>
    </message>
    <message>
        <source>{parent} and {child} are linked many-to-many with too many links per item to copy ids into both sides.</source>
        <translation>{parent}と{child}は多対多でリンクされていますが、アイテムあたりのリンク数が多すぎて、ID を両側にコピーできません。</translation>
    </message>
    <message>
        <source>Bound the number of links per item under the many-to-many embedding limit.</source>
        <translation>アイテムあたりのリンク数を、多対多の埋め込みの上限以下に抑えます。</translation>
    </message>
    <message>
        <source>Write one small link document per pair into an edge container, once partitioned by the {parent} id and once by the {child} id.</source>
        <translation>ペアごとに小さなリンク ドキュメントをエッジ コンテナーに書き込みます。1 つは{parent}の ID で、もう 1 つは{child}の ID でパーティション分割します。</translation>
    </message>
    <message>
        <source>Each direction becomes a single-partition query, and no document grows with the number of links.</source>
        <translation>各方向が単一パーティション クエリになり、リンク数に応じて大きくなるドキュメントはなくなります。</translation>
    </message>
    <message>
        <source>Store the ancestor path for tree queries</source>
        <translation>ツリー クエリ用に祖先パスを格納する</translation>
    </message>
    <message>
        <source>{entity} refers to itself ({relationship}): it forms a tree.</source>
        <translation>{entity}は自身を参照しており ({relationship})、ツリーを形成しています。</translation>
    </message>
    <message>
        <source>Remove the self-relationship if {entity} is not really a hierarchy.</source>
        <translation>{entity}が実際には階層でない場合は、自己リレーションシップを削除してください。</translation>
    </message>
    <message>
        <source>Give each {entity} an array with the ids (or names) of all its ancestors and query a subtree with ARRAY_CONTAINS on that array.</source>
        <translation>各{entity}にすべての祖先の ID (または名前) を含む配列を持たせ、その配列に対する ARRAY_CONTAINS でサブツリーをクエリします。</translation>
    </message>
    <message>
        <source>A whole subtree comes back from one filtered query instead of one lookup per level.</source>
        <translation>レベルごとに 1 回ずつ参照する代わりに、1 回のフィルター クエリでサブツリー全体が返ります。</translation>
    </message>
    <message>
        <source>Embed only the latest items</source>
        <translation>最新のアイテムのみを埋め込む</translation>
    </message>
    <message>
        <source>{pattern} reads the latest {latest} {child} items of a {parent}, but all of them together are too large to embed.</source>
        <translation>{pattern}は{parent}の最新{latest}件の{child}アイテムを読み取りますが、全アイテムを合わせると大きすぎて埋め込めません。</translation>
    </message>
    <message>
        <source>Goes away when {pattern} no longer asks for the newest items, or when all {child} items fit into {parent}.</source>
        <translation>{pattern}が最新アイテムを要求しなくなるか、すべての{child}アイテムが{parent}に収まるようになると解消されます。</translation>
    </message>
    <message>
        <source>Copy the newest {latest} {child} items into the {parent} document and keep every {child} as its own document for the full list.</source>
        <translation>最新{latest}件の{child}アイテムを{parent}ドキュメントにコピーし、全件リスト用に各{child}を独立したドキュメントとしても保持します。</translation>
    </message>
    <message>
        <source>The most frequent read is one point read, and the complete history stays available when someone asks for it.</source>
        <translation>最も頻繁な読み取りが 1 回のポイント読み取りになり、必要なときには完全な履歴も引き続き利用できます。</translation>
    </message>
    <message>
        <source>Treat an append-only entity as an event log</source>
        <translation>追加専用のエンティティをイベント ログとして扱う</translation>
    </message>
    <message>
        <source>{entity} is only ever created ({patterns}), never changed, and grows without bound.</source>
        <translation>{entity}は作成されるのみで ({patterns})、変更されることはなく、無制限に増加します。</translation>
    </message>
    <message>
        <source>Goes away when {entity} is also updated in place, or its growth is bounded.</source>
        <translation>{entity}がその場で更新されるようになるか、増加に上限ができると解消されます。</translation>
    </message>
    <message>
        <source>Store the {entity} events in one container partitioned by the id they belong to, and let the change feed build the current state or the totals into a separate view.</source>
        <translation>{entity}のイベントを、所属先の ID でパーティション分割した 1 つのコンテナーに格納し、変更フィードで現在の状態や集計値を別のビューに構築します。</translation>
    </message>
    <message>
        <source>The log is a complete audit trail, and each read model can be shaped for its own queries without slowing down writes.</source>
        <translation>ログは完全な監査証跡となり、各読み取りモデルは書き込みを遅くすることなく、それぞれのクエリに合わせた形にできます。</translation>
    </message>
    <message>
        <source>Keep a point-in-time copy in documents that never change</source>
        <translation>変更されないドキュメントに特定時点のコピーを保持する</translation>
    </message>
    <message>
        <source>{entity} keeps {attribute}, a copy of {source} data, and is never updated after it is created.</source>
        <translation>{entity}は{source}データのコピーである{attribute}を保持しており、作成後は更新されません。</translation>
    </message>
    <message>
        <source>Nothing to change if the copy is meant to record the value at that moment.</source>
        <translation>コピーがその時点の値を記録するためのものであれば、変更は不要です。</translation>
    </message>
    <message>
        <source>Treat {attribute} as a snapshot: copy it when {entity} is created and do not propagate later changes of {source} to it.</source>
        <translation>{attribute}をスナップショットとして扱います。{entity}の作成時にコピーし、その後の{source}の変更は反映しません。</translation>
    </message>
    <message>
        <source>The document then shows what was true at the time (an order&apos;s shipping address), whatever happens to the original later.</source>
        <translation>これにより、元のデータが後でどうなっても、ドキュメントには当時の事実 (注文の配送先住所など) が示されます。</translation>
    </message>
    <message>
        <source>Group time-series readings into time buckets</source>
        <translation>時系列の測定値を時間バケットにまとめる</translation>
    </message>
    <message>
        <source>{entity} receives {writes} new records per second at peak, each stamped by {time}.</source>
        <translation>{entity}はピーク時に毎秒{writes}件の新しいレコードを受け取り、それぞれに{time}のタイムスタンプが付きます。</translation>
    </message>
    <message>
        <source>Goes away below 1,000 new readings per second, or once readings are written in groups.</source>
        <translation>新しい測定値が毎秒 1,000 件未満になるか、測定値がグループ単位で書き込まれるようになると解消されます。</translation>
    </message>
    <message>
        <source>Partition by the source of the readings (the device) and write one document per source and time window (for example a minute or an hour) that holds all its readings.</source>
        <translation>測定値の発生元 (デバイス) でパーティション分割し、発生元と時間枠 (たとえば 1 分や 1 時間) ごとに、その測定値をすべて保持する 1 つのドキュメントを書き込みます。</translation>
    </message>
    <message>
        <source>Far fewer documents and write operations, and a time-range query for one device reads a few neighbouring documents in one partition.</source>
        <translation>ドキュメント数と書き込み操作数が大幅に減り、1 台のデバイスに対する時間範囲クエリは、1 つのパーティション内の隣接する少数のドキュメントを読み取るだけで済みます。</translation>
    </message>
    <message>
        <source>Bin records at massive write volumes</source>
        <translation>大量の書き込みではレコードをビン化する</translation>
    </message>
    <message>
        <source>Writes reach {writes} per second. Binning {records} {entity} records per document would turn {documentsBefore} documents into {documentsAfter} and {ruBefore} RU/s of writes into {ruAfter} RU/s.</source>
        <translation>書き込みは毎秒{writes}件に達します。ドキュメントあたり{records}件の{entity}レコードをビン化すると、{documentsBefore}件のドキュメントが{documentsAfter}件に、{ruBefore} RU/s の書き込みが{ruAfter} RU/s になります。</translation>
    </message>
    <message>
        <source>Goes away when peak writes stay under the massive-scale threshold and no batch loads millions of records.</source>
        <translation>ピーク時の書き込みが大規模スケールのしきい値を下回り、数百万件のレコードを読み込むバッチがなくなると解消されます。</translation>
    </message>
    <message>
        <source>Answer the three massive-scale questions in the checklist, then write chunks of records rather than single records.</source>
        <translation>チェックリストにある大規模スケールに関する 3 つの質問に回答し、レコードを 1 件ずつではなくチャンク単位で書き込みます。</translation>
    </message>
    <message>
        <source>At this volume the number of write operations, not the data size, sets the bill and the number of physical partitions.</source>
        <translation>この規模では、データ サイズではなく書き込み操作の数が、請求額と物理パーティションの数を決定します。</translation>
    </message>
    <message>
        <source>Write related documents in one transactional batch</source>
        <translation>関連ドキュメントを 1 つのトランザクション バッチで書き込む</translation>
    </message>
    <message>
        <source>{pattern} changes {entities} together in {containers}.</source>
        <translation>{pattern}は{containers}内の{entities}をまとめて変更します。</translation>
    </message>
    <message>
        <source>Goes away when {pattern} writes a single document.</source>
        <translation>{pattern}が 1 つのドキュメントのみを書き込むようになると解消されます。</translation>
    </message>
    <message>
        <source>Send the writes of {pattern} as one TransactionalBatch: all operations share one partition key value, at most 100 operations, and they succeed or fail together.</source>
        <translation>{pattern}の書き込みを 1 つの TransactionalBatch として送信します。すべての操作は同じパーティション キー値を共有し、最大 100 操作で、すべて成功するかすべて失敗します。</translation>
    </message>
    <message>
        <source>The batch gives all-or-nothing semantics inside one logical partition without a stored procedure.</source>
        <translation>このバッチにより、ストアド プロシージャを使わずに、1 つの論理パーティション内でオール オア ナッシングのセマンティクスが得られます。</translation>
    </message>
    <message>
        <source>An atomic write spans containers</source>
        <translation>アトミックな書き込みが複数のコンテナーにまたがっている</translation>
    </message>
    <message>
        <source>{pattern} changes {entities} together, but they live in different containers ({containers}).</source>
        <translation>{pattern}は{entities}をまとめて変更しますが、それらは別々のコンテナー ({containers}) にあります。</translation>
    </message>
    <message>
        <source>Store these document types in one container with a shared partition key, or accept eventual consistency between them.</source>
        <translation>これらのドキュメント タイプを、共通のパーティション キーを持つ 1 つのコンテナーに格納するか、それらの間の結果整合性を受け入れてください。</translation>
    </message>
    <message>
        <source>Either co-locate the documents so one TransactionalBatch covers them, or write one of them and let the change feed update the other with retries.</source>
        <translation>1 つの TransactionalBatch で扱えるようにドキュメントを同じ場所に配置するか、一方を書き込み、もう一方は変更フィードで再試行しながら更新します。</translation>
    </message>
    <message>
        <source>Cosmos DB transactions never cross a logical partition, let alone a container.</source>
        <translation>Cosmos DB のトランザクションは論理パーティションをまたぐことはなく、コンテナーをまたぐことはなおさらありません。</translation>
    </message>
    <message>
        <source>Let expiring data delete itself</source>
        <translation>期限切れになるデータは自動的に削除させる</translation>
    </message>
    <message>
        <source>{entity} documents expire after {ttl} seconds.</source>
        <translation>{entity}ドキュメントは{ttl}秒後に期限切れになります。</translation>
    </message>
    <message>
        <source>Remove the time to live from {entity} if its documents must be kept.</source>
        <translation>ドキュメントを保持する必要がある場合は、{entity}から TTL を削除してください。</translation>
    </message>
    <message>
        <source>Turn on time to live for the container with a default (in seconds) and set ttl to -1 on the items that must never expire.</source>
        <translation>コンテナーの TTL を既定値 (秒単位) で有効にし、期限切れにしてはならないアイテムには ttl を -1 に設定します。</translation>
    </message>
    <message>
        <source>Expired items are removed in the background with spare throughput, at no extra cost and with no cleanup job.</source>
        <translation>期限切れのアイテムは、余剰スループットを使ってバックグラウンドで削除されます。追加コストもクリーンアップ ジョブも不要です。</translation>
    </message>
    <message>
        <source>Should an unbounded entity expire?</source>
        <translation>無制限に増えるエンティティを期限切れにすべきか</translation>
    </message>
    <message>
        <source>{entity} grows without bound and has no expiry.</source>
        <translation>{entity}は無制限に増加し、有効期限がありません。</translation>
    </message>
    <message>
        <source>Give {entity} a time to live, or mark its growth as bounded.</source>
        <translation>{entity}に TTL を設定するか、増加に上限があるとマークしてください。</translation>
    </message>
    <message>
        <source>Decide how long {entity} must be kept; if there is a limit, set a time to live instead of deleting by hand.</source>
        <translation>{entity}の保持期間を決めてください。上限がある場合は、手動で削除する代わりに TTL を設定します。</translation>
    </message>
    <message>
        <source>Data that is never removed keeps adding storage cost and partitions.</source>
        <translation>削除されないデータは、ストレージ コストとパーティションを増やし続けます。</translation>
    </message>
    <message>
        <source>Move large objects to Blob Storage</source>
        <translation>大きなオブジェクトを Blob Storage に移動する</translation>
    </message>
    <message>
        <source>{entity} documents can reach {maxKB}, beyond the 2 MB item limit.</source>
        <translation>{entity}ドキュメントは{maxKB}に達する可能性があり、2 MB のアイテム サイズ上限を超えます。</translation>
    </message>
    <message>
        <source>Bring the maximum size of {entity} under 2 MB.</source>
        <translation>{entity}の最大サイズを 2 MB 未満に抑えてください。</translation>
    </message>
    <message>
        <source>Put the large binary part of {entity} in Azure Blob Storage and keep its URI with the searchable metadata in Cosmos DB.</source>
        <translation>{entity}の大きなバイナリ部分を Azure Blob Storage に置き、その URI を検索可能なメタデータと一緒に Cosmos DB に保持します。</translation>
    </message>
    <message>
        <source>Cosmos DB items cannot exceed 2 MB and every byte costs RU on each read and write; Blob Storage is built and priced for large objects.</source>
        <translation>Cosmos DB のアイテムは 2 MB を超えることができず、読み取りと書き込みのたびにすべてのバイトが RU を消費します。Blob Storage は大きなオブジェクト向けに設計され、価格設定されています。</translation>
    </message>
    <message>
        <source>Maintain a second copy partitioned by the other key</source>
        <translation>別のキーでパーティション分割した 2 つ目のコピーを維持する</translation>
    </message>
    <message>
        <source>{entity} is read by its key ({idPattern}) and also queried by {property} in {pattern} at {rps} requests per second, which fans out across partitions ({ru} RU/s).</source>
        <translation>{entity}はキーで読み取られ ({idPattern})、さらに{pattern}で{property}によって毎秒{rps}件の要求でクエリされており、これはパーティション全体にファンアウトします ({ru} RU/s)。</translation>
    </message>
    <message>
        <source>Goes away when {pattern} filters on the partition key, or runs below 100 requests per second.</source>
        <translation>{pattern}がパーティション キーでフィルター処理するか、毎秒 100 要求未満で実行されるようになると解消されます。</translation>
    </message>
    <message>
        <source>Use the change feed to copy {entity} into a second container partitioned by {property}, and serve {pattern} from it.</source>
        <translation>変更フィードを使用して、{entity}を{property}でパーティション分割した 2 つ目のコンテナーにコピーし、{pattern}をそこから処理します。</translation>
    </message>
    <message>
        <source>The work moves from every read to each write, and both access paths become single-partition.</source>
        <translation>処理が毎回の読み取りから各書き込みに移り、両方のアクセス パスが単一パーティションになります。</translation>
    </message>
    <message>
        <source>Run large scans on the analytical store</source>
        <translation>大規模なスキャンは分析ストアで実行する</translation>
    </message>
    <message>
        <source>{pattern} scans across partitions for about {count} results.</source>
        <translation>{pattern}はパーティションをまたいでスキャンし、約{count}件の結果を返します。</translation>
    </message>
    <message>
        <source>Goes away when {pattern} targets one partition or returns fewer than 1,000 items.</source>
        <translation>{pattern}が 1 つのパーティションを対象にするか、返すアイテムが 1,000 件未満になると解消されます。</translation>
    </message>
    <message>
        <source>If {pattern} is reporting or analytics, enable the analytical store (Synapse Link or Fabric mirroring) and run it there.</source>
        <translation>{pattern}がレポートや分析の場合は、分析ストア (Synapse Link または Fabric ミラーリング) を有効にして、そこで実行します。</translation>
    </message>
    <message>
        <source>Analytical queries on the column store use no request units of the transactional workload and do not slow it down.</source>
        <translation>列ストアに対する分析クエリは、トランザクション ワークロードの要求ユニットを使用せず、その速度を低下させることもありません。</translation>
    </message>
    <message>
        <source>React to changes with the change feed</source>
        <translation>変更フィードで変更に対応する</translation>
    </message>
    <message>
        <source>{pattern} (“{description}”) sets off further work after it writes.</source>
        <translation>{pattern} (“{description}”) は、書き込み後に追加の処理を開始します。</translation>
    </message>
    <message>
        <source>Goes away when nothing has to happen as a consequence of {pattern}.</source>
        <translation>{pattern}の結果として行う必要のある処理がなくなると解消されます。</translation>
    </message>
    <message>
        <source>Do the follow-up work in an Azure Function with a Cosmos DB trigger (or a change feed processor) instead of in the request.</source>
        <translation>後続の処理は、要求内ではなく、Cosmos DB トリガーを使用する Azure Functions (または変更フィード プロセッサ) で行います。</translation>
    </message>
    <message>
        <source>The change feed delivers every change at least once, scales with the partitions and keeps checkpoints, so the write stays fast and nothing is lost.</source>
        <translation>変更フィードはすべての変更を少なくとも 1 回配信し、パーティションに応じてスケーリングし、チェックポイントを保持するため、書き込みは高速なままで、何も失われません。</translation>
    </message>
    <message>
        <source>Publish messages from the change feed</source>
        <translation>変更フィードからメッセージを発行する</translation>
    </message>
    <message>
        <source>{pattern} (“{description}”) writes data and also sends a message.</source>
        <translation>{pattern} (“{description}”) は、データを書き込み、さらにメッセージも送信します。</translation>
    </message>
    <message>
        <source>Goes away when {pattern} only writes to the database.</source>
        <translation>{pattern}がデータベースへの書き込みのみを行うようになると解消されます。</translation>
    </message>
    <message>
        <source>Only write to Cosmos DB in the request; a change feed processor reads the committed change and publishes the message, retrying until it succeeds.</source>
        <translation>要求内では Cosmos DB への書き込みのみを行います。コミットされた変更は変更フィード プロセッサが読み取り、成功するまで再試行してメッセージを発行します。</translation>
    </message>
    <message>
        <source>Writing to two systems in one request can leave them disagreeing when one of the two fails; the change feed makes the message follow the committed data.</source>
        <translation>1 つの要求で 2 つのシステムに書き込むと、一方が失敗したときに両者の内容が食い違う可能性があります。変更フィードを使えば、メッセージはコミット済みのデータに従います。</translation>
    </message>
    <message>
        <source>Spread a hot key value with a suffix</source>
        <translation>ホットなキー値をサフィックスで分散する</translation>
    </message>
    <message>
        <source>In {container} the busiest value of {key} needs {ru} RU/s at peak, {utilization} of what one partition can serve ({limit} RU/s).</source>
        <translation>{container}では、{key}の最も負荷の高い値がピーク時に{ru} RU/s を必要とし、これは 1 つのパーティションが処理できる量 ({limit} RU/s) の{utilization}です。</translation>
    </message>
    <message>
        <source>Goes away when the hottest value of {key} stays under its partition&apos;s throughput limit.</source>
        <translation>{key}の最もホットな値が、そのパーティションのスループット上限を下回ると解消されます。</translation>
    </message>
    <message>
        <source>Use {remedyKey}: {shards} shards bring each under the target; reads of one value then query all shards (about {fanOut} RU/s more).</source>
        <translation>{remedyKey}を使用します。{shards}個のシャードによって各値が目標値を下回ります。その場合、1 つの値の読み取りではすべてのシャードをクエリします (約{fanOut} RU/s 増加)。</translation>
    </message>
    <message>
        <source>All requests for one key value go to one physical partition, which has a fixed throughput ceiling however much the container has in total.</source>
        <translation>1 つのキー値に対するすべての要求は 1 つの物理パーティションに送られます。物理パーティションには、コンテナー全体のスループットにかかわらず、固定のスループット上限があります。</translation>
    </message>
    <message>
        <source>Use a hierarchical partition key</source>
        <translation>階層型パーティション キーを使用する</translation>
    </message>
    <message>
        <source>One value of {key} in {container} is large or busy ({utilization} of its throughput, {sizeGB} of data).</source>
        <translation>{container}内の{key}の 1 つの値が大きいか、負荷が高くなっています (スループットの{utilization}、データ{sizeGB})。</translation>
    </message>
    <message>
        <source>Goes away when no value of {key} comes near the partition limits.</source>
        <translation>{key}のどの値もパーティションの上限に近づかなくなると解消されます。</translation>
    </message>
    <message>
        <source>Partition {container} by a key of up to three levels (MultiHash, version 2), for example {remedyKey}, before considering a synthetic key.</source>
        <translation>合成キーを検討する前に、{container}を最大 3 レベルのキー (MultiHash、バージョン 2) でパーティション分割します。例: {remedyKey}。</translation>
    </message>
    <message>
        <source>A value of the first level can then span several physical partitions, and queries that name it alone still go only to those partitions.</source>
        <translation>これにより、第 1 レベルの 1 つの値が複数の物理パーティションにまたがることができ、その値のみを指定するクエリも、それらのパーティションにのみ送られます。</translation>
    </message>
    <message>
        <source>A key value can outgrow its logical partition</source>
        <translation>キー値が論理パーティションの容量を超える可能性がある</translation>
    </message>
    <message>
        <source>The largest value of {key} in {container} holds about {sizeGB}, close to or above the 20 GB a logical partition may hold.</source>
        <translation>{container}内の{key}の最大の値は約{sizeGB}を保持しており、論理パーティションが保持できる 20 GB に近いか、それを超えています。</translation>
    </message>
    <message>
        <source>Goes away when the largest key value stays well under 20 GB.</source>
        <translation>最大のキー値が 20 GB を十分に下回ると解消されます。</translation>
    </message>
    <message>
        <source>Add a second level to the partition key (a hierarchical key) or a more selective key, so one value is no longer one partition.</source>
        <translation>パーティション キーに 2 つ目のレベルを追加する (階層型キー) か、より選択性の高いキーを使用して、1 つの値が 1 つのパーティションにならないようにします。</translation>
    </message>
    <message>
        <source>A logical partition cannot be split: once it is full, writes to that value fail.</source>
        <translation>論理パーティションは分割できません。いっぱいになると、その値への書き込みは失敗します。</translation>
    </message>
    <message>
        <source>Combine a time-ordered key with a bucket</source>
        <translation>時間順のキーをバケットと組み合わせる</translation>
    </message>
    <message>
        <source>{container} is partitioned by {key}, whose values grow with time, so new writes all land on the newest value.</source>
        <translation>{container}は{key}でパーティション分割されていますが、その値は時間とともに増加するため、新しい書き込みはすべて最新の値に集中します。</translation>
    </message>
    <message>
        <source>Partition by a key that does not grow with time.</source>
        <translation>時間とともに増加しないキーでパーティション分割してください。</translation>
    </message>
    <message>
        <source>Use {remedyKey}, for example a device id with the hour, so writes spread and each bucket stays bounded.</source>
        <translation>{remedyKey} (たとえばデバイス ID と時間の組み合わせ) を使用して、書き込みを分散させ、各バケットに上限を持たせます。</translation>
    </message>
    <message>
        <source>A monotonic key makes the newest partition hot while all others sit idle.</source>
        <translation>単調増加するキーでは、最新のパーティションがホットになり、他のパーティションはすべてアイドル状態になります。</translation>
    </message>
    <message>
        <source>Choose how concurrent updates in several regions are merged</source>
        <translation>複数リージョンでの同時更新のマージ方法を選択する</translation>
    </message>
    <message>
        <source>{pattern} updates {entity} in place while {regions} regions accept writes: two regions can change the same item at the same moment.</source>
        <translation>{pattern}は{regions}個のリージョンが書き込みを受け付ける状態で{entity}をその場で更新します。2 つのリージョンが同じアイテムを同時に変更する可能性があります。</translation>
    </message>
    <message>
        <source>Goes away with a single write region, or when {pattern} only creates new items.</source>
        <translation>書き込みリージョンが 1 つになるか、{pattern}が新しいアイテムの作成のみを行うようになると解消されます。</translation>
    </message>
    <message>
        <source>Pick the conflict policy when the container is created: last writer wins on a timestamp for plain overwrites, or a custom merge (stored procedure or conflict feed) for counters and sums that must add up.</source>
        <translation>コンテナーの作成時に競合解決ポリシーを選択します。単純な上書きにはタイムスタンプに基づく最終書き込み者優先 (Last Writer Wins) を、合計が一致する必要のあるカウンターや合計値にはカスタム マージ (ストアド プロシージャまたは競合フィード) を使用します。</translation>
    </message>
    <message>
        <source>With last writer wins, one of two concurrent increments of a counter is lost; only a merge that adds both keeps the total right.</source>
        <translation>最終書き込み者優先では、カウンターに対する 2 つの同時インクリメントの一方が失われます。両方を加算するマージだけが合計を正しく保ちます。</translation>
    </message>
    <message>
        <source>Strong consistency and multi-region writes do not combine</source>
        <translation>厳密な整合性とマルチリージョン書き込みは併用できない</translation>
    </message>
    <message>
        <source>The account writes in several regions but asks for strong consistency.</source>
        <translation>アカウントは複数のリージョンで書き込みを行っていますが、厳密な整合性を要求しています。</translation>
    </message>
    <message>
        <source>Choose bounded staleness or a weaker level, or a single write region.</source>
        <translation>有界整合性制約またはそれより弱いレベルを選択するか、書き込みリージョンを 1 つにしてください。</translation>
    </message>
    <message>
        <source>Use session consistency for user-facing reads (they see their own writes) or bounded staleness when a staleness limit is needed.</source>
        <translation>ユーザー向けの読み取りにはセッション整合性 (ユーザーは自身の書き込みを参照できます) を、古さの上限が必要な場合は有界整合性制約を使用します。</translation>
    </message>
    <message>
        <source>Strong consistency is not available on accounts with several write regions.</source>
        <translation>厳密な整合性は、複数の書き込みリージョンを持つアカウントでは使用できません。</translation>
    </message>
    <message>
        <source>Check that the strong read consistency is needed</source>
        <translation>厳密な読み取り整合性が必要かどうかを確認する</translation>
    </message>
    <message>
        <source>{pattern} reads with {consistency} consistency, which costs twice the request units of session reads.</source>
        <translation>{pattern}は{consistency}整合性で読み取りを行っており、セッション読み取りの 2 倍の要求ユニットを消費します。</translation>
    </message>
    <message>
        <source>Goes away when {pattern} reads with session consistency or weaker.</source>
        <translation>{pattern}がセッション整合性以下で読み取るようになると解消されます。</translation>
    </message>
    <message>
        <source>Keep {consistency} only if {pattern} must never see older data than the latest committed write; otherwise session consistency gives each user their own writes.</source>
        <translation>{pattern}が最新のコミット済み書き込みより古いデータを決して参照してはならない場合にのみ、{consistency}を維持してください。それ以外の場合は、セッション整合性で各ユーザーに自身の書き込みが返されます。</translation>
    </message>
    <message>
        <source>Strong and bounded-staleness reads ask two replicas, doubling the read cost and adding latency across regions.</source>
        <translation>厳密な整合性と有界整合性制約の読み取りは 2 つのレプリカに問い合わせるため、読み取りコストが 2 倍になり、リージョン間で待機時間が増加します。</translation>
    </message>
    <message>
        <source>Index only the properties that are queried</source>
        <translation>クエリされるプロパティのみにインデックスを作成する</translation>
    </message>
    <message>
        <source>{container} is queried on {indexed} of its {properties} properties.</source>
        <translation>{container}は、{properties}個のプロパティのうち{indexed}個でクエリされています。</translation>
    </message>
    <message>
        <source>Goes away when most properties of {container} are queried.</source>
        <translation>{container}のほとんどのプロパティがクエリされるようになると解消されます。</translation>
    </message>
    <message>
        <source>Use the exported indexing policy: include the queried paths and exclude everything else (&quot;/*&quot;). It saves about {saved} RU/s of writes.</source>
        <translation>エクスポートされたインデックス作成ポリシーを使用します。クエリされるパスを含め、それ以外 (&quot;/*&quot;) はすべて除外します。書き込みで約{saved} RU/s を節約できます。</translation>
    </message>
    <message>
        <source>Every indexed property costs request units on each write, whether a query ever uses it or not.</source>
        <translation>インデックスが作成された各プロパティは、クエリで使用されるかどうかにかかわらず、書き込みのたびに要求ユニットを消費します。</translation>
    </message>
    <message>
        <source>Add a composite index for a sorted query</source>
        <translation>並べ替えクエリ用に複合インデックスを追加する</translation>
    </message>
    <message>
        <source>{pattern} filters and sorts in {container} and needs the composite index {index}.</source>
        <translation>{pattern}は{container}でフィルター処理と並べ替えを行うため、複合インデックス{index}が必要です。</translation>
    </message>
    <message>
        <source>Goes away when {pattern} sorts on one property without equality filters.</source>
        <translation>{pattern}が等値フィルターなしで 1 つのプロパティで並べ替えるようになると解消されます。</translation>
    </message>
    <message>
        <source>Add {index} to the indexing policy of {container}: equality properties first, then the sort properties in the order and direction of the query.</source>
        <translation>{container}のインデックス作成ポリシーに{index}を追加します。等値プロパティを先に、次に並べ替えプロパティをクエリと同じ順序と方向で指定します。</translation>
    </message>
    <message>
        <source>Without it an ORDER BY on several properties fails, and a filter with ORDER BY costs far more request units.</source>
        <translation>これがないと、複数のプロパティに対する ORDER BY は失敗し、ORDER BY を伴うフィルターははるかに多くの要求ユニットを消費します。</translation>
    </message>
    <message>
        <source>Select only the properties you need</source>
        <translation>必要なプロパティのみを選択する</translation>
    </message>
    <message>
        <source>{pattern} returns whole {entity} documents (SELECT * or no list of needed attributes).</source>
        <translation>{pattern}は{entity}ドキュメント全体を返します (SELECT * または必要な属性のリストなし)。</translation>
    </message>
    <message>
        <source>List the attributes {pattern} needs and select only those.</source>
        <translation>{pattern}に必要な属性をリストし、それらのみを選択してください。</translation>
    </message>
    <message>
        <source>Name the properties in the SELECT clause of {pattern}.</source>
        <translation>{pattern}の SELECT 句でプロパティ名を指定します。</translation>
    </message>
    <message>
        <source>Smaller results cost fewer request units and less network time.</source>
        <translation>結果が小さいほど、要求ユニットとネットワーク時間が少なくて済みます。</translation>
    </message>
    <message>
        <source>Poll with If-None-Match</source>
        <translation>If-None-Match でポーリングする</translation>
    </message>
    <message>
        <source>{entity} is read {reads} times per second by id but written only {writes} times: most reads return what the caller already has.</source>
        <translation>{entity}は ID で毎秒{reads}回読み取られますが、書き込みは{writes}回だけです。ほとんどの読み取りは、呼び出し元がすでに持っているデータを返しています。</translation>
    </message>
    <message>
        <source>Goes away when reads of {entity} are less than 50 times its writes.</source>
        <translation>{entity}の読み取りが書き込みの 50 倍未満になると解消されます。</translation>
    </message>
    <message>
        <source>Cache {entity} in the client and re-read it with the If-None-Match header set to the cached ETag; an unchanged item answers 304 Not Modified.</source>
        <translation>クライアントで{entity}をキャッシュし、キャッシュした ETag を If-None-Match ヘッダーに設定して再読み取りします。変更されていないアイテムは 304 Not Modified を返します。</translation>
    </message>
    <message>
        <source>The client keeps a current copy while most reads return no body.</source>
        <translation>クライアントは最新のコピーを保持しつつ、ほとんどの読み取りで本文が返されなくなります。</translation>
    </message>
    <message>
        <source>Use autoscale for spiky traffic</source>
        <translation>急増するトラフィックには自動スケールを使用する</translation>
    </message>
    <message>
        <source>Peak traffic ({peak} requests per second) is {ratio} times the average ({average}), but throughput is provisioned for the peak.</source>
        <translation>ピーク時のトラフィック (毎秒{peak}要求) は平均 ({average}) の{ratio}倍ですが、スループットはピークに合わせてプロビジョニングされています。</translation>
    </message>
    <message>
        <source>Goes away with autoscale, or when the peak is less than three times the average.</source>
        <translation>自動スケールを使用するか、ピークが平均の 3 倍未満になると解消されます。</translation>
    </message>
    <message>
        <source>Switch to autoscale with the peak as its maximum: it bills each hour for what was used, down to a tenth of the maximum.</source>
        <translation>ピークを最大値として自動スケールに切り替えます。1 時間ごとに使用量に応じて課金され、最大値の 10 分の 1 まで下がります。</translation>
    </message>
    <message>
        <source>Manual throughput is paid at the peak level all day long.</source>
        <translation>手動スループットでは、一日中ピーク レベルの料金を支払うことになります。</translation>
    </message>
    <message>
        <source>Consider serverless for light traffic</source>
        <translation>トラフィックが少ない場合はサーバーレスを検討する</translation>
    </message>
    <message>
        <source>The workload averages {ru} RU/s, well below the smallest provisioned throughput.</source>
        <translation>ワークロードの平均は{ru} RU/s で、プロビジョニング可能な最小スループットを大きく下回っています。</translation>
    </message>
    <message>
        <source>Goes away in serverless mode, or when the average load passes 100 RU/s.</source>
        <translation>サーバーレス モードにするか、平均負荷が 100 RU/s を超えると解消されます。</translation>
    </message>
    <message>
        <source>Use a serverless account: it bills per request unit used and costs nothing while idle.</source>
        <translation>サーバーレス アカウントを使用します。使用した要求ユニットごとに課金され、アイドル時にはコストがかかりません。</translation>
    </message>
    <message>
        <source>Provisioned capacity has a minimum that a light or idle workload pays for without using it.</source>
        <translation>プロビジョニングされた容量には最小値があり、負荷が軽いワークロードやアイドル状態のワークロードは、使用しない分も支払うことになります。</translation>
    </message>
    <message>
        <source>Load large batches with bulk mode</source>
        <translation>大規模なバッチは一括実行モードで読み込む</translation>
    </message>
    <message>
        <source>{pattern} loads about {count} records at a time.</source>
        <translation>{pattern}は一度に約{count}件のレコードを読み込みます。</translation>
    </message>
    <message>
        <source>Goes away when {pattern} writes fewer than 1,000 records at a time.</source>
        <translation>{pattern}が一度に書き込むレコードが 1,000 件未満になると解消されます。</translation>
    </message>
    <message>
        <source>Turn on bulk execution in the SDK (AllowBulkExecution) and send the records concurrently; size the throughput for the load window.</source>
        <translation>SDK で一括実行 (AllowBulkExecution) を有効にし、レコードを同時に送信します。読み込み時間帯に合わせてスループットのサイズを決めてください。</translation>
    </message>
    <message>
        <source>The SDK groups the operations by partition and fills the provisioned throughput, instead of waiting for one request at a time.</source>
        <translation>SDK は 1 つずつ要求を待つのではなく、操作をパーティションごとにグループ化し、プロビジョニングされたスループットを使い切ります。</translation>
    </message>
    <message>
        <source>Make long server-side batches resumable</source>
        <translation>長時間のサーバー側バッチを再開可能にする</translation>
    </message>
    <message>
        <source>{pattern} writes about {count} items in one batch, more than a transactional batch may hold (100).</source>
        <translation>{pattern}は 1 つのバッチで約{count}個のアイテムを書き込んでおり、トランザクション バッチに含められる数 (100) を超えています。</translation>
    </message>
    <message>
        <source>Split {pattern} into batches of at most 100 operations.</source>
        <translation>{pattern}を最大 100 操作のバッチに分割してください。</translation>
    </message>
    <message>
        <source>Split the work into transactional batches of up to 100 operations, or give a stored procedure a continuation so the client calls it again where it stopped.</source>
        <translation>処理を最大 100 操作のトランザクション バッチに分割するか、ストアド プロシージャに継続トークンを持たせ、中断した位置からクライアントが再度呼び出せるようにします。</translation>
    </message>
    <message>
        <source>Stored procedures run under a time limit and stop when it is reached; a continuation lets the work finish across several calls.</source>
        <translation>ストアド プロシージャは制限時間内で実行され、制限に達すると停止します。継続トークンを使うと、複数回の呼び出しにわたって処理を完了できます。</translation>
    </message>
    <message>
        <source>How available must the application be?</source>
        <translation>アプリケーションに必要な可用性はどの程度か</translation>
    </message>
    <message>
        <source>The account runs in {regions} region.</source>
        <translation>アカウントは{regions}個のリージョンで実行されています。</translation>
    </message>
    <message>
        <source>Add a second region, or confirm that one region meets the availability target.</source>
        <translation>2 つ目のリージョンを追加するか、1 つのリージョンで可用性の目標を満たすことを確認してください。</translation>
    </message>
    <message>
        <source>State the availability and recovery targets; if one region&apos;s outage is not acceptable, add a region with service-managed failover, or multi-region writes.</source>
        <translation>可用性と復旧の目標を明確にします。1 つのリージョンの障害が許容できない場合は、サービス マネージド フェールオーバーを備えたリージョンを追加するか、マルチリージョン書き込みを使用します。</translation>
    </message>
    <message>
        <source>Every region holds a full copy; a second region keeps the data readable and writable when a whole region fails.</source>
        <translation>各リージョンはデータの完全なコピーを保持します。2 つ目のリージョンがあれば、リージョン全体に障害が発生してもデータの読み取りと書き込みが可能です。</translation>
    </message>
    <message>
        <source>Turn on service-managed failover</source>
        <translation>サービス マネージド フェールオーバーを有効にする</translation>
    </message>
    <message>
        <source>The account has {regions} regions but one write region.</source>
        <translation>アカウントには{regions}個のリージョンがありますが、書き込みリージョンは 1 つです。</translation>
    </message>
    <message>
        <source>Goes away with multi-region writes.</source>
        <translation>マルチリージョン書き込みを使用すると解消されます。</translation>
    </message>
    <message>
        <source>Enable service-managed failover and set the failover priorities, so a region outage moves writes without manual steps.</source>
        <translation>サービス マネージド フェールオーバーを有効にしてフェールオーバーの優先順位を設定し、リージョン障害時に手動の手順なしで書き込みが移行されるようにします。</translation>
    </message>
    <message>
        <source>Without it, writes stop during a write-region outage until someone fails over by hand.</source>
        <translation>これがないと、書き込みリージョンの障害中は、誰かが手動でフェールオーバーするまで書き込みが停止します。</translation>
    </message>
    <message>
        <source>How far back must data be restorable?</source>
        <translation>データをどこまで遡って復元できる必要があるか</translation>
    </message>
    <message>
        <source>Data is overwritten or deleted ({subjects}): a faulty release or a mistake can destroy it.</source>
        <translation>データが上書きまたは削除されます ({subjects})。不具合のあるリリースや操作ミスによってデータが失われる可能性があります。</translation>
    </message>
    <message>
        <source>Answer the question: choose periodic or continuous backup.</source>
        <translation>質問に回答してください: 定期的バックアップと継続的バックアップのどちらかを選択します。</translation>
    </message>
    <message>
        <source>Decide the restore window; continuous backup restores to any second of the last 7 or 30 days, periodic backup keeps a few snapshots.</source>
        <translation>復元期間を決めます。継続的バックアップでは過去 7 日間または 30 日間の任意の秒の時点に復元でき、定期的バックアップでは少数のスナップショットが保持されます。</translation>
    </message>
    <message>
        <source>The model cannot tell how much lost data the business tolerates; the backup mode must be chosen for it.</source>
        <translation>ビジネスが許容できるデータ損失の量はモデルからは判断できないため、それに合わせてバックアップ モードを選択する必要があります。</translation>
    </message>
    <message>
        <source>Do compliance rules require your own encryption keys?</source>
        <translation>コンプライアンス規則で独自の暗号化キーが必要か</translation>
    </message>
    <message>
        <source>The model stores personal or sensitive data ({subjects}).</source>
        <translation>モデルには個人データまたは機密データ ({subjects}) が格納されています。</translation>
    </message>
    <message>
        <source>Answer the question: record the compliance requirements for this data.</source>
        <translation>質問に回答してください: このデータのコンプライアンス要件を記録します。</translation>
    </message>
    <message>
        <source>Check which regulations apply; if they demand it, encrypt with customer-managed keys in Key Vault, set when the account is created.</source>
        <translation>適用される規制を確認します。規制で求められている場合は、Key Vault のカスタマー マネージド キーで暗号化します。これはアカウントの作成時に設定します。</translation>
    </message>
    <message>
        <source>Data is always encrypted at rest, but some regulations require keys the company controls and can revoke.</source>
        <translation>データは常に保存時に暗号化されますが、一部の規制では、企業が管理し取り消すことのできるキーが求められます。</translation>
    </message>
    <message>
        <source>Who may read and write the data?</source>
        <translation>データの読み取りと書き込みを許可するのは誰か</translation>
    </message>
    <message>
        <source>The application writes data; the model does not say which identities may do so.</source>
        <translation>アプリケーションはデータを書き込みますが、どの ID に書き込みを許可するかがモデルに示されていません。</translation>
    </message>
    <message>
        <source>Answer the question: list the identities and their roles.</source>
        <translation>質問に回答してください: ID とそのロールをリストします。</translation>
    </message>
    <message>
        <source>Use Microsoft Entra ID with Cosmos DB data-plane roles per application identity, and disable key-based access where possible.</source>
        <translation>アプリケーション ID ごとに Cosmos DB のデータ プレーン ロールを割り当てて Microsoft Entra ID を使用し、可能であればキーベースのアクセスを無効にします。</translation>
    </message>
    <message>
        <source>Account keys give full access to everything; roles limit each identity to what it needs and leave an audit trail.</source>
        <translation>アカウント キーはすべてへのフル アクセスを与えます。ロールは各 ID を必要な操作に限定し、監査証跡を残します。</translation>
    </message>
    <message>
        <source>Must the database be unreachable from the internet?</source>
        <translation>データベースをインターネットからアクセスできないようにする必要があるか</translation>
    </message>
    <message>
        <source>The model does not say how the database is reached over the network.</source>
        <translation>データベースへのネットワーク経由の接続方法がモデルに示されていません。</translation>
    </message>
    <message>
        <source>Answer the question: public access with firewall rules, or private endpoints only.</source>
        <translation>質問に回答してください: ファイアウォール規則付きのパブリック アクセスか、プライベート エンドポイントのみか。</translation>
    </message>
    <message>
        <source>If the data must stay off the public internet, reach the account through private endpoints in your virtual network and disable public access.</source>
        <translation>データをパブリック インターネットから切り離す必要がある場合は、仮想ネットワーク内のプライベート エンドポイント経由でアカウントに接続し、パブリック アクセスを無効にします。</translation>
    </message>
    <message>
        <source>Network isolation is a requirement the model cannot infer, and it changes how every client connects.</source>
        <translation>ネットワーク分離はモデルから推測できない要件であり、すべてのクライアントの接続方法に影響します。</translation>
    </message>
    <message>
        <source>Do client apps reach the database directly?</source>
        <translation>クライアント アプリはデータベースに直接アクセスするか</translation>
    </message>
    <message>
        <source>{pattern} (“{description}”) sounds like a client application.</source>
        <translation>{pattern} (“{description}”) はクライアント アプリケーションのようです。</translation>
    </message>
    <message>
        <source>Answer the question: clients go through a service, or receive scoped tokens.</source>
        <translation>質問に回答してください: クライアントはサービスを経由するか、スコープが限定されたトークンを受け取ります。</translation>
    </message>
    <message>
        <source>Never ship keys to clients: route them through an API, or hand out short-lived resource tokens limited to the user&apos;s own partition.</source>
        <translation>キーをクライアントに配布しないでください。API を経由させるか、ユーザー自身のパーティションに限定された有効期間の短いリソース トークンを発行します。</translation>
    </message>
    <message>
        <source>Anything shipped in an app can be extracted; a scoped token limits what a stolen credential can do.</source>
        <translation>アプリに含めて配布したものは何でも抽出される可能性があります。スコープが限定されたトークンは、盗まれた資格情報でできることを制限します。</translation>
    </message>
    <message>
        <source>Watch for throttled requests (429)</source>
        <translation>レート制限された要求 (429) を監視する</translation>
    </message>
    <message>
        <source>The busiest key value of {container} uses {utilization} of its partition&apos;s throughput at peak.</source>
        <translation>{container}の最も負荷の高いキー値は、ピーク時にそのパーティションのスループットの{utilization}を使用しています。</translation>
    </message>
    <message>
        <source>Goes away when the hottest key value stays under half its partition&apos;s throughput.</source>
        <translation>最もホットなキー値が、そのパーティションのスループットの半分未満にとどまると解消されます。</translation>
    </message>
    <message>
        <source>Alert on 429 responses per partition key range in Azure Monitor, and check whether one partition or the whole container runs out of throughput before raising RU/s.</source>
        <translation>Azure Monitor でパーティション キー範囲ごとの 429 応答に対するアラートを設定し、RU/s を引き上げる前に、スループットが不足しているのが 1 つのパーティションかコンテナー全体かを確認します。</translation>
    </message>
    <message>
        <source>A 429 from one hot partition looks like a capacity problem but is not solved by adding throughput to the container.</source>
        <translation>1 つのホット パーティションからの 429 は容量の問題のように見えますが、コンテナーにスループットを追加しても解決しません。</translation>
    </message>
    <message>
        <source>Monitor P99 latency against a tight target</source>
        <translation>厳しい目標に対して P99 待機時間を監視する</translation>
    </message>
    <message>
        <source>{pattern} must answer within {slo} ms.</source>
        <translation>{pattern}は{slo} ミリ秒以内に応答する必要があります。</translation>
    </message>
    <message>
        <source>Goes away when the latency target of {pattern} is above 10 ms.</source>
        <translation>{pattern}の待機時間の目標が 10 ミリ秒を超えると解消されます。</translation>
    </message>
    <message>
        <source>Measure the P99 of {pattern} in the client and the server-side latency in Azure Monitor; read from the nearest region with direct mode connectivity.</source>
        <translation>クライアントで{pattern}の P99 を、Azure Monitor でサーバー側の待機時間を測定します。直接モード接続を使用して、最も近いリージョンから読み取ります。</translation>
    </message>
    <message>
        <source>Averages hide the slow tail; point reads within one region are fast at P99, but only when client and account are close.</source>
        <translation>平均値では遅いテールが隠れます。1 つのリージョン内のポイント読み取りは P99 でも高速ですが、それはクライアントとアカウントが近い場合に限られます。</translation>
    </message>
</context>
<context>
    <name>DiskChangePrompt</name>
    <message>
        <source>Cannot Compare</source>
        <translation>比較できません</translation>
    </message>
    <message>
        <source>The version on disk cannot be read: %1</source>
        <translation>ディスク上のバージョンを読み込めません: %1</translation>
    </message>
    <message>
        <source>On disk</source>
        <translation>ディスク上のファイル</translation>
    </message>
    <message>
        <source>Open here</source>
        <translation>ここで開いているモデル</translation>
    </message>
    <message>
        <source>Compare with the File on Disk</source>
        <translation>ディスク上のファイルとの比較</translation>
    </message>
    <message>
        <source>The design on disk decides and costs the same as the one open here; they differ only in details the comparison does not look at (names, descriptions, layout).</source>
        <translation>ディスク上の設計は、ここで開いている設計と判断もコストも同じです。違いは、比較の対象にならない詳細 (名前、説明、レイアウト) だけです。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Open here&lt;/b&gt; compared with &lt;b&gt;on disk&lt;/b&gt;:</source>
        <translation>&lt;b&gt;ディスク上のファイル&lt;/b&gt;と比較した&lt;b&gt;ここで開いているモデル&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>ディスク上のファイルが変更されました</translation>
    </message>
    <message>
        <source>%1 was removed or renamed by another program.</source>
        <translation>%1 は別のプログラムによって削除されたか、名前が変更されました。</translation>
    </message>
    <message>
        <source>%1 was changed by another program (or another Cosmos Modeler window) since it was opened here.</source>
        <translation>%1 は、ここで開いた後に別のプログラム (または別の Cosmos Modeler ウィンドウ) によって変更されました。</translation>
    </message>
    <message>
        <source>Saving now replaces that version with the one open here.</source>
        <translation>今保存すると、そのバージョンはここで開いているモデルで置き換えられます。</translation>
    </message>
    <message>
        <source>The model open here has unsaved changes.</source>
        <translation>ここで開いているモデルには未保存の変更があります。</translation>
    </message>
    <message>
        <source>The model open here has no unsaved changes.</source>
        <translation>ここで開いているモデルには未保存の変更はありません。</translation>
    </message>
    <message>
        <source>Replace It</source>
        <translation>置き換える</translation>
    </message>
    <message>
        <source>Keep Mine</source>
        <translation>こちらを保持</translation>
    </message>
    <message>
        <source>Reload from Disk</source>
        <translation>ディスクから再読み込み</translation>
    </message>
    <message>
        <source>Compare…</source>
        <translation>比較…</translation>
    </message>
</context>
<context>
    <name>Explainer</name>
    <message>
        <source>within limits</source>
        <translation>上限内</translation>
    </message>
    <message>
        <source>close to a limit</source>
        <translation>上限に近い</translation>
    </message>
    <message>
        <source>hot: over a limit</source>
        <translation>ホット: 上限超過</translation>
    </message>
    <message>
        <source>Hierarchical key %1</source>
        <translation>階層キー %1</translation>
    </message>
    <message>
        <source>Synthetic key suffix with %1 shards</source>
        <translation>%1 シャードの合成キー サフィックス</translation>
    </message>
    <message>
        <source>Time bucket in the key %1</source>
        <translation>キー %1 に時間バケットを追加</translation>
    </message>
    <message>
        <source>%1 on %2 · %3 RU per request · %4 RU/s on average, %5 at peak</source>
        <translation>%2 上の%1 · 要求あたり %3 RU · 平均 %4 RU/s、ピーク %5</translation>
    </message>
    <message>
        <source>no container</source>
        <translation>コンテナーなし</translation>
    </message>
    <message>
        <source>%1 → %2: %3</source>
        <translation>%1 → %2: %3</translation>
    </message>
    <message>
        <source>Undecided: %1</source>
        <translation>未決定: %1</translation>
    </message>
    <message>
        <source>%1 by rule %2</source>
        <translation>ルール %2 により%1</translation>
    </message>
    <message>
        <source>(%1 of %2 reads also read %3)</source>
        <translation>(%2 の読み取りのうち %1 が %3 も読み取る)</translation>
    </message>
    <message>
        <source>%1 is not stored in any container yet.</source>
        <translation>%1 はまだどのコンテナーにも格納されていません。</translation>
    </message>
    <message>
        <source>Embedded in each %1 document in %2.</source>
        <translation>%2 内の各 %1 ドキュメントに埋め込まれています。</translation>
    </message>
    <message>
        <source>Stored as its own documents in %1, keyed by %2.</source>
        <translation>%1 に独立したドキュメントとして格納され、キーは %2 です。</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>入力</translation>
    </message>
    <message>
        <source>%1 documents of %2 on average, %3 at most</source>
        <translation>%1 件のドキュメント、平均 %2、最大 %3</translation>
    </message>
    <message>
        <source>an unknown number of</source>
        <translation>不明な数の</translation>
    </message>
    <message>
        <source>unknown size</source>
        <translation>サイズ不明</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Never read by an access pattern.</source>
        <translation>どのアクセス パターンからも読み取られません。</translation>
    </message>
    <message>
        <source>Read by %1.</source>
        <translation>%1 が読み取ります。</translation>
    </message>
    <message>
        <source>Never written by an access pattern.</source>
        <translation>どのアクセス パターンからも書き込まれません。</translation>
    </message>
    <message>
        <source>Written by %1.</source>
        <translation>%1 が書き込みます。</translation>
    </message>
    <message>
        <source>Decisions it takes part in</source>
        <translation>関係する判断</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Reads of %1: %2 a second on average; reads of %3: %4; reads of both together: %5.</source>
        <translation>%1 の読み取り: 平均毎秒 %2、%3 の読み取り: %4、両方同時の読み取り: %5。</translation>
    </message>
    <message>
        <source>%1 alone: %2 of the reads; %3 alone: %4.</source>
        <translation>%1 のみ: 読み取りの %2、%3 のみ: %4。</translation>
    </message>
    <message>
        <source>Embedded, the children would add %1 on average and %2 at most to each %3 document.</source>
        <translation>埋め込むと、子は各 %3 ドキュメントに平均 %1、最大 %2 を追加します。</translation>
    </message>
    <message>
        <source>Identifying: %1 cannot exist without its %2.</source>
        <translation>識別関係: %1 は %2 なしでは存在できません。</translation>
    </message>
    <message>
        <source>The rules, in order</source>
        <translation>ルール (順番に)</translation>
    </message>
    <message>
        <source>Questions before co-locating</source>
        <translation>同居させる前の確認事項</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>impossible (%1)</source>
        <translation>不可能 (%1)</translation>
    </message>
    <message>
        <source>What each design would cost</source>
        <translation>各設計のコスト</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>まだ分析されていません。</translation>
    </message>
    <message>
        <source>Drives: %1</source>
        <translation>影響する判断: %1</translation>
    </message>
    <message>
        <source>How the cost is computed</source>
        <translation>コストの計算方法</translation>
    </message>
    <message>
        <source>Container %1</source>
        <translation>コンテナー %1</translation>
    </message>
    <message>
        <source>Document types: %1.</source>
        <translation>ドキュメントの種類: %1。</translation>
    </message>
    <message>
        <source>Why this partition key</source>
        <translation>このパーティション キーの理由</translation>
    </message>
    <message>
        <source>%1 (score %2): %3</source>
        <translation>%1 (スコア %2): %3</translation>
    </message>
    <message>
        <source>Best candidates</source>
        <translation>上位の候補</translation>
    </message>
    <message>
        <source>Hottest logical partition: %1</source>
        <translation>最もホットな論理パーティション: %1</translation>
    </message>
    <message>
        <source>Remedies</source>
        <translation>対策</translation>
    </message>
    <message>
        <source>Indexing</source>
        <translation>インデックス</translation>
    </message>
    <message>
        <source>Throughput and cost</source>
        <translation>スループットとコスト</translation>
    </message>
    <message>
        <source>%1 RU/s on average and %2 RU/s at peak; %3 RU/s provisioned.</source>
        <translation>平均 %1 RU/s、ピーク %2 RU/s、プロビジョニング %3 RU/s。</translation>
    </message>
    <message>
        <source>%1 for throughput and %2 for storage: %3 a month.</source>
        <translation>スループット %1、ストレージ %2: 月額 %3。</translation>
    </message>
    <message numerus="yes">
        <source>%n container(s) · %1 RU/s at peak · %2 of data · %3 a month</source>
        <translation>
            <numerusform>コンテナー %n 個 · ピーク %1 RU/s · データ %2 · 月額 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>What to look for</source>
        <translation>注目点</translation>
    </message>
    <message>
        <source>Select an entity, a relationship or an access pattern to see how the tool decided.</source>
        <translation>エンティティ、リレーションシップ、またはアクセス パターンを選択すると、ツールがどのように判断したかを表示します。</translation>
    </message>
    <message numerus="yes">
        <source>Key %1 · %2 RU/s at peak · %n physical partition(s) · %3 a month · hottest key %4</source>
        <translation>
            <numerusform>キー %1 · ピーク %2 RU/s · 物理パーティション %n 個 · 月額 %3 · 最もホットなキー %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of data in %n physical partition(s).</source>
        <translation>
            <numerusform>物理パーティション %n 個に %1 のデータ。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (on average %2 a second)</source>
        <translation>%1 (平均 毎秒 %2 件)</translation>
    </message>
    <message>
        <source>%1 documents derived from the parents, not given: %2.</source>
        <translation>ドキュメント %1 件は入力値ではなく、親から導出しています: %2。</translation>
    </message>
</context>
<context>
    <name>cosmos::AccessPatternModel</name>
    <message>
        <source>point read</source>
        <translation>ポイント読み取り</translation>
    </message>
    <message>
        <source>single-partition</source>
        <translation>単一パーティション</translation>
    </message>
    <message>
        <source>cross-partition</source>
        <translation>クロスパーティション</translation>
    </message>
    <message>
        <source>write</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>説明</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>エンティティ</translation>
    </message>
    <message>
        <source>RPS avg</source>
        <translation>平均 RPS</translation>
    </message>
    <message>
        <source>RPS peak</source>
        <translation>ピーク RPS</translation>
    </message>
    <message>
        <source>Container</source>
        <translation>コンテナー</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>ルート</translation>
    </message>
    <message>
        <source>RU/request</source>
        <translation>RU/要求</translation>
    </message>
    <message>
        <source>RU/s avg</source>
        <translation>平均 RU/s</translation>
    </message>
    <message>
        <source>RU/s peak</source>
        <translation>ピーク RU/s</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 を編集</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>「%1」は数値ではありません</translation>
    </message>
    <message>
        <source>key prefix</source>
        <translation>キーのプレフィックス</translation>
    </message>
</context>
<context>
    <name>cosmos::AccessPatternsPanel</name>
    <message>
        <source>Filter access patterns…</source>
        <translation>アクセス パターンを絞り込み…</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Add Access Pattern</source>
        <translation>アクセス パターンを追加</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (コピー)</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>%1 を複製</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Access Pattern(s)</source>
        <translation>
            <numerusform>%n 件のアクセス パターンを削除</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cosmos::AccountActions</name>
    <message>
        <source>&amp;Deploy to Azure Cosmos DB…</source>
        <translation>Azure Cosmos DB にデプロイ(&amp;D)…</translation>
    </message>
    <message>
        <source>Create the design&apos;s database and containers in an account or the emulator</source>
        <translation>設計のデータベースとコンテナーをアカウントまたはエミュレーターに作成します</translation>
    </message>
    <message>
        <source>Compare with &amp;Account…</source>
        <translation>アカウントと比較(&amp;A)…</translation>
    </message>
    <message>
        <source>What differs between the design and an account&apos;s containers</source>
        <translation>設計とアカウントのコンテナーの違い</translation>
    </message>
    <message>
        <source>&amp;Measure on Account…</source>
        <translation>アカウントで測定(&amp;M)…</translation>
    </message>
    <message>
        <source>Run each access pattern on an account and compare its charge with the estimate</source>
        <translation>各アクセス パターンをアカウントで実行し、課金を見積もりと比較します</translation>
    </message>
    <message>
        <source>Planning the deployment</source>
        <translation>デプロイを計画しています</translation>
    </message>
    <message>
        <source>Deploying</source>
        <translation>デプロイしています</translation>
    </message>
    <message>
        <source>Comparing with the account</source>
        <translation>アカウントと比較しています</translation>
    </message>
    <message>
        <source>Measuring the access patterns</source>
        <translation>アクセス パターンを測定しています</translation>
    </message>
    <message>
        <source>Cancelled; nothing more was sent to the account.</source>
        <translation>キャンセルしました。これ以上アカウントには何も送信していません。</translation>
    </message>
    <message>
        <source>Calibrate Assumptions from Measurements</source>
        <translation>測定値から前提値を校正</translation>
    </message>
    <message>
        <source>Azure Cosmos DB</source>
        <translation>Azure Cosmos DB</translation>
    </message>
    <message>
        <source>Deployment Plan</source>
        <translation>デプロイ計画</translation>
    </message>
    <message>
        <source>Deploying creates what is missing; what exists is left as it is.</source>
        <translation>デプロイでは不足しているものを作成し、既存のものはそのまま残します。</translation>
    </message>
    <message>
        <source>Nothing to create: every container of the design exists.</source>
        <translation>作成するものはありません。設計のコンテナーはすべて存在します。</translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation>デプロイ</translation>
    </message>
    <message>
        <source>Deployed</source>
        <translation>デプロイ済み</translation>
    </message>
    <message>
        <source>Compared with the Account</source>
        <translation>アカウントとの比較</translation>
    </message>
    <message>
        <source>Some containers differ from the design; they were left as they are.</source>
        <translation>設計と異なるコンテナーがあります。それらはそのまま残しました。</translation>
    </message>
    <message>
        <source>The account&apos;s containers are as designed.</source>
        <translation>アカウントのコンテナーは設計どおりです。</translation>
    </message>
    <message>
        <source>Measured on the Account</source>
        <translation>アカウントでの測定結果</translation>
    </message>
    <message>
        <source>The charge Cosmos DB reported for each access pattern, beside the estimate.</source>
        <translation>各アクセス パターンについて Cosmos DB が報告した課金と見積もりです。</translation>
    </message>
    <message>
        <source>The measurements give no assumption to change.</source>
        <translation>測定値から変更すべき前提値はありません。</translation>
    </message>
    <message>
        <source>autoscale up to %1 RU/s</source>
        <translation>オートスケール (最大 %1 RU/s)</translation>
    </message>
    <message>
        <source>%1 RU/s</source>
        <translation>%1 RU/s</translation>
    </message>
    <message>
        <source>serverless</source>
        <translation>サーバーレス</translation>
    </message>
    <message>
        <source>%1: %2 is %3 on the account and %4 in the design (%5)</source>
        <translation>%1: %2 はアカウントでは %3、設計では %4 (%5)</translation>
    </message>
    <message>
        <source>changes in place</source>
        <translation>その場で変更可能</translation>
    </message>
    <message>
        <source>needs a new container and a copy of the data</source>
        <translation>新しいコンテナーとデータのコピーが必要</translation>
    </message>
    <message>
        <source>Create database %1</source>
        <translation>データベース %1 を作成</translation>
    </message>
    <message>
        <source>Created database %1</source>
        <translation>データベース %1 を作成しました</translation>
    </message>
    <message>
        <source>Create container %1, partition key %2, %3</source>
        <translation>コンテナー %1 を作成 (パーティション キー %2、%3)</translation>
    </message>
    <message>
        <source>Created container %1, partition key %2, %3</source>
        <translation>コンテナー %1 を作成しました (パーティション キー %2、%3)</translation>
    </message>
    <message>
        <source>%1 exists as designed</source>
        <translation>%1 は設計どおりに存在します</translation>
    </message>
    <message>
        <source>%1; left as it is</source>
        <translation>%1。そのまま残しました</translation>
    </message>
    <message>
        <source>%1: a global secondary index of %2, which azuredeploy.json creates (preview API)</source>
        <translation>%1: %2 のグローバル セカンダリ インデックス。azuredeploy.json で作成します (プレビュー API)</translation>
    </message>
    <message>
        <source>%1 is not on the account</source>
        <translation>%1 はアカウントにありません</translation>
    </message>
    <message>
        <source>%1 is on the account but not in the design; it is left alone</source>
        <translation>%1 はアカウントにありますが設計にはありません。そのままにします</translation>
    </message>
</context>
<context>
    <name>cosmos::AccountConnectionDialog</name>
    <message>
        <source>Enter the account&apos;s address, e.g. https://ACCOUNT.documents.azure.com:443/</source>
        <translation>アカウントのアドレスを入力してください (例: https://ACCOUNT.documents.azure.com:443/)</translation>
    </message>
    <message>
        <source>An endpoint has no user name, query or fragment.</source>
        <translation>エンドポイントにはユーザー名、クエリ、フラグメントを含めません。</translation>
    </message>
    <message>
        <source>Enter the account&apos;s address only, without a path.</source>
        <translation>パスを付けずに、アカウントのアドレスだけを入力してください。</translation>
    </message>
    <message>
        <source>An account is reached over https://.</source>
        <translation>アカウントには https:// で接続します。</translation>
    </message>
    <message>
        <source>A self-signed certificate is accepted only from this computer.</source>
        <translation>自己署名証明書は、このコンピューターからのものだけを受け入れます。</translation>
    </message>
    <message>
        <source>Import from Azure Cosmos DB</source>
        <translation>Azure Cosmos DB からインポート</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>インポート</translation>
    </message>
    <message>
        <source>Reads each container&apos;s definition and a sample of its documents, and infers entities, attributes, sizes and value statistics. Nothing in the account is changed.</source>
        <translation>各コンテナーの定義とドキュメントのサンプルを読み取り、エンティティ、属性、サイズ、値の統計を推定します。アカウントには何も変更を加えません。</translation>
    </message>
    <message>
        <source>Deploy to Azure Cosmos DB</source>
        <translation>Azure Cosmos DB にデプロイ</translation>
    </message>
    <message>
        <source>Show the Plan</source>
        <translation>計画を表示</translation>
    </message>
    <message>
        <source>Creates the database and the design&apos;s containers that are missing, with the definitions the export writes. Nothing is deleted or replaced; you see the plan before anything is created.</source>
        <translation>データベースと、設計のうち存在しないコンテナーを、エクスポートと同じ定義で作成します。削除や置き換えは行いません。作成の前に計画を確認できます。</translation>
    </message>
    <message>
        <source>Compare with Account</source>
        <translation>アカウントと比較</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Lists what differs between the design and the account&apos;s containers: what can change in place and what needs a new container and a copy of the data. Nothing in the account is changed.</source>
        <translation>設計とアカウントのコンテナーの違いを一覧にします。その場で変更できるものと、新しいコンテナーとデータのコピーが必要なものです。アカウントには何も変更を加えません。</translation>
    </message>
    <message>
        <source>Measure on Account</source>
        <translation>アカウントで測定</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>測定</translation>
    </message>
    <message>
        <source>Runs each access pattern against the account, with parameters taken from stored documents, and shows the charge Cosmos DB reports beside the estimate.</source>
        <translation>保存済みドキュメントから取ったパラメーターで各アクセス パターンをアカウントに対して実行し、Cosmos DB が報告する課金を見積もりと並べて表示します。</translation>
    </message>
    <message>
        <source>Keep the key in the system keychain</source>
        <translation>キーをシステムのキーチェーンに保存する</translation>
    </message>
    <message>
        <source>Accept a self-signed certificate (the emulator on this computer)</source>
        <translation>自己署名証明書を受け入れる (このコンピューター上のエミュレーター)</translation>
    </message>
    <message>
        <source>Also run the write patterns, in a scratch container created for them and removed afterwards</source>
        <translation>書き込みパターンも実行する (そのために作成し、後で削除する一時コンテナーで)</translation>
    </message>
    <message>
        <source>Primary or secondary key (read-only keys work)</source>
        <translation>プライマリ キーまたはセカンダリ キー (読み取り専用キーも可)</translation>
    </message>
    <message>
        <source>Primary or secondary key</source>
        <translation>プライマリ キーまたはセカンダリ キー</translation>
    </message>
    <message>
        <source>&amp;Endpoint:</source>
        <translation>エンドポイント(&amp;E):</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>データベース(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation>キー(&amp;K):</translation>
    </message>
    <message>
        <source>Documents per &amp;container:</source>
        <translation>コンテナーあたりのドキュメント数(&amp;C):</translation>
    </message>
    <message>
        <source>The key is not base64 text; copy the account&apos;s primary or secondary key.</source>
        <translation>キーが base64 テキストではありません。アカウントのプライマリ キーまたはセカンダリ キーをコピーしてください。</translation>
    </message>
    <message>
        <source>The key could not be kept in the system keychain (%1); it will be asked for again.</source>
        <translation>キーをシステムのキーチェーンに保存できませんでした (%1)。次回も入力が必要です。</translation>
    </message>
</context>
<context>
    <name>cosmos::AccountReportDialog</name>
    <message>
        <source>Access pattern or container</source>
        <translation>アクセス パターンまたはコンテナー</translation>
    </message>
    <message>
        <source>Estimated</source>
        <translation>見積もり</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>測定値</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>実行回数</translation>
    </message>
    <message>
        <source>%1 RU</source>
        <translation>%1 RU</translation>
    </message>
    <message>
        <source>%1 (at peak)</source>
        <translation>%1 (ピーク時)</translation>
    </message>
    <message>
        <source>%1 RU/s</source>
        <translation>%1 RU/s</translation>
    </message>
    <message>
        <source>not every pattern measured</source>
        <translation>未測定のパターンあり</translation>
    </message>
</context>
<context>
    <name>cosmos::AccountTask</name>
    <message>
        <source>%1
The account refused the key: check that it is this account&apos;s key.</source>
        <translation>%1
アカウントがキーを拒否しました。このアカウントのキーか確認してください。</translation>
    </message>
</context>
<context>
    <name>cosmos::AdvisorPanel</name>
    <message>
        <source>Severity</source>
        <translation>重大度</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>アドバイス</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>対象</translation>
    </message>
    <message>
        <source>Double-click or press Enter to select the subject on the canvas</source>
        <translation>ダブルクリックするか Enter キーを押すと、キャンバス上の対象が選択されます</translation>
    </message>
    <message>
        <source>&lt;p&gt;No playbook pattern applies to this model yet.&lt;/p&gt;</source>
        <translation>&lt;p&gt;このモデルに適用されるプレイブック パターンはまだありません。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Recommendation:</source>
        <translation>推奨事項:</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>理由:</translation>
    </message>
    <message>
        <source>To resolve:</source>
        <translation>解決方法:</translation>
    </message>
    <message>
        <source>Azure documentation</source>
        <translation>Azure のドキュメント</translation>
    </message>
</context>
<context>
    <name>cosmos::AdvisorTr</name>
    <message>
        <source>average RPS</source>
        <translation>平均 RPS</translation>
    </message>
    <message>
        <source>peak RPS</source>
        <translation>ピーク RPS</translation>
    </message>
    <message>
        <source>latency target</source>
        <translation>待機時間の目標</translation>
    </message>
    <message>
        <source>consistency level</source>
        <translation>整合性レベル</translation>
    </message>
    <message>
        <source>expected result count</source>
        <translation>予想される結果の件数</translation>
    </message>
    <message>
        <source>%1 has no %2.</source>
        <translation>%1 に %2 がありません。</translation>
    </message>
    <message>
        <source>Fill in the missing values of %1.</source>
        <translation>%1 の不足している値を入力してください。</translation>
    </message>
    <message>
        <source>%1 has no %2 document size.</source>
        <translation>%1 に%2ドキュメント サイズがありません。</translation>
    </message>
    <message>
        <source>average</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>Give %1 its average and maximum document size in KB.</source>
        <translation>%1 の平均および最大ドキュメント サイズを KB 単位で指定してください。</translation>
    </message>
    <message>
        <source> and %1</source>
        <translation> および %1</translation>
    </message>
    <message>
        <source>%1 is read by %2 but never created or changed.</source>
        <translation>%1 は %2 によって読み取られますが、作成または変更されることはありません。</translation>
    </message>
    <message>
        <source>Add the access pattern that creates %1.</source>
        <translation>%1 を作成するアクセス パターンを追加してください。</translation>
    </message>
    <message>
        <source>%1 is written by %2 but never read.</source>
        <translation>%1 は %2 によって書き込まれますが、読み取られることはありません。</translation>
    </message>
    <message>
        <source>Add the access pattern that reads %1, or remove it.</source>
        <translation>%1 を読み取るアクセス パターンを追加するか、このエンティティ自体を削除してください。</translation>
    </message>
    <message>
        <source>No access pattern touches %1.</source>
        <translation>%1 にアクセスするアクセス パターンがありません。</translation>
    </message>
    <message>
        <source>Add the patterns that read and write %1, or remove it.</source>
        <translation>%1 の読み取りと書き込みを行うパターンを追加するか、このエンティティ自体を削除してください。</translation>
    </message>
    <message>
        <source>%1 → %2 is undecided: %3</source>
        <translation>%1 → %2 は未決定です: %3</translation>
    </message>
    <message>
        <source>Add a read pattern of %1.</source>
        <translation>%1 の読み取りパターンを追加してください。</translation>
    </message>
    <message>
        <source>The hottest value of %2 in %1 needs %3 RU/s at peak, %4 of the %5 RU/s one partition serves.</source>
        <translation>%1 の %2 の最もホットな値はピーク時に %3 RU/s を必要とし、これは 1 つのパーティションが処理する %5 RU/s の %4 です。</translation>
    </message>
    <message>
        <source>Choose a key that spreads the load, or apply a remedy from the Containers panel.</source>
        <translation>負荷を分散するキーを選択するか、[コンテナー] パネルの対処方法を適用してください。</translation>
    </message>
    <message>
        <source>The busiest physical partition of %1 reaches %2 RU/s at peak, more than its %3 RU/s share, so requests to it may be throttled at peak.</source>
        <translation>%1 の最も負荷の高い物理パーティションはピーク時に %2 RU/s に達し、その割り当て分の %3 RU/s を超えるため、ピーク時にその要求がレート制限される可能性があります。</translation>
    </message>
    <message>
        <source>Provision more throughput or spread the load over more key values.</source>
        <translation>スループットを追加でプロビジョニングするか、負荷をより多くのキー値に分散してください。</translation>
    </message>
    <message>
        <source>The largest value of %2 in %1 holds about %3, against a %4 limit per logical partition.</source>
        <translation>%1 の %2 の最大の値は約 %3 を保持しています (論理パーティションあたりの上限は %4)。</translation>
    </message>
    <message>
        <source>Use a more selective or hierarchical partition key.</source>
        <translation>より選択性の高いキーか、階層型パーティション キーを使用してください。</translation>
    </message>
    <message>
        <source>%1 → %2: %3 of reads overlap, in the band to weigh; confirm whether to store them together.</source>
        <translation>%1 → %2: 読み取りの %3 が重複しており、検討が必要な範囲にあります。一緒に格納するかどうかを確認してください。</translation>
    </message>
    <message>
        <source>Review the consolidation table and confirm the decision.</source>
        <translation>統合テーブルを確認し、決定を確定してください。</translation>
    </message>
    <message>
        <source>Change the unique attributes of the document types in %1.</source>
        <translation>%1 のドキュメント タイプの一意の属性を変更してください。</translation>
    </message>
    <message>
        <source>%1 documents reach %2, above the %3 item limit.</source>
        <translation>%1 ドキュメントは %2 に達し、アイテム サイズ上限の %3 を超えています。</translation>
    </message>
    <message>
        <source>Move large parts of %1 out of the document (Blob Storage) or split it.</source>
        <translation>%1 の大きな部分をドキュメントの外 (Blob Storage) に移動するか、分割してください。</translation>
    </message>
    <message>
        <source>%1 with its embedded %2 can reach %3, above the %4 item limit.</source>
        <translation>埋め込まれた %2 を含む %1 は %3 に達する可能性があり、アイテム サイズ上限の %4 を超えます。</translation>
    </message>
    <message>
        <source>Bound the number of %1 per %2, or store them apart.</source>
        <translation>%2 あたりの %1 の数に上限を設けるか、別々に格納してください。</translation>
    </message>
    <message>
        <source>Answer the question in the model&apos;s scale notes and plan the write path for it.</source>
        <translation>モデルのスケールに関するメモにある質問に回答し、それに対応する書き込みパスを計画してください。</translation>
    </message>
    <message>
        <source>%1 cannot be served: %2.</source>
        <translation>%1 は実現できません: %2。</translation>
    </message>
    <message>
        <source>Change the key, the design or the capacity mode; the Containers panel compares the candidates.</source>
        <translation>キー、設計、または容量モードを変更してください。[コンテナー] パネルで候補を比較できます。</translation>
    </message>
    <message>
        <source>Ask Azure for the quota before deploying, or split the load over containers.</source>
        <translation>デプロイ前に Azure にクォータの引き上げを申請するか、負荷を複数のコンテナーに分散してください。</translation>
    </message>
    <message>
        <source>%1 peaks at %2 RPS, below its average of %3 RPS.</source>
        <translation>%1 のピークは %2 RPS で、平均の %3 RPS を下回っています。</translation>
    </message>
    <message>
        <source>The peak is the busiest moment: make it at least the average.</source>
        <translation>ピークは最も負荷の高い時点です。平均以上の値にしてください。</translation>
    </message>
    <message>
        <source>%1 touches no entity, so nothing can serve it.</source>
        <translation>%1 はどのエンティティにもアクセスしないため、処理できるものがありません。</translation>
    </message>
    <message>
        <source>Name the entities %1 reads or writes.</source>
        <translation>%1 が読み取りまたは書き込みを行うエンティティを指定してください。</translation>
    </message>
    <message>
        <source>%1 asks for %2 consistency, stronger than the account&apos;s %3; a request can only relax the account&apos;s consistency.</source>
        <translation>%1 は %2 整合性を要求していますが、これはアカウントの %3 より強い整合性です。要求ではアカウントの整合性を緩めることしかできません。</translation>
    </message>
    <message>
        <source>Raise the account&apos;s default consistency, or relax %1.</source>
        <translation>アカウントの既定の整合性を引き上げるか、%1 の整合性を緩めてください。</translation>
    </message>
    <message>
        <source>%1 documents average %2 KB but are at most %3 KB.</source>
        <translation>%1 ドキュメントは平均 %2 KB ですが、最大が %3 KB になっています。</translation>
    </message>
    <message>
        <source>The maximum must be at least the average.</source>
        <translation>最大値は平均値以上にする必要があります。</translation>
    </message>
    <message>
        <source>The relationships %1 form a cycle: each entity is the parent of the next and the last is the parent of the first.</source>
        <translation>リレーションシップ %1 は循環を形成しています。各エンティティが次のエンティティの親になり、最後のエンティティが最初のエンティティの親になっています。</translation>
    </message>
    <message>
        <source>Reverse or remove one of them: a document cannot contain its own ancestor.</source>
        <translation>いずれかの向きを逆にするか、削除してください。ドキュメントは自身の祖先を含むことができません。</translation>
    </message>
    <message>
        <source>%1 has %2 children on average but at most %3.</source>
        <translation>%1 の子の数は平均 %2 ですが、最大が %3 になっています。</translation>
    </message>
    <message>
        <source>any number of</source>
        <comment>Each Customer has {children} Order items</comment>
        <translation>任意の数の</translation>
    </message>
    <message>
        <source>up to %1</source>
        <comment>Each Customer has {children} Order items</comment>
        <translation>最大 %1 個の</translation>
    </message>
    <message>
        <source>an unknown number of</source>
        <comment>Each Customer has {children} Order items</comment>
        <translation>数の分からない</translation>
    </message>
    <message>
        <source>unbounded</source>
        <comment>maximum number of children</comment>
        <translation>上限なし</translation>
    </message>
    <message>
        <source>undecided</source>
        <comment>relationship decision</comment>
        <translation>未決定</translation>
    </message>
    <message>
        <source>%1 filters %2 by nearness, which only a vector or hybrid search on a vector attribute can do.</source>
        <translation>%1 は %2 を近さで絞り込んでいますが、これはベクトル属性に対するベクトル検索またはハイブリッド検索でしかできません。</translation>
    </message>
    <message>
        <source>Make %1 a vector or hybrid search on a vector attribute, or compare %2 with equals or a range.</source>
        <translation>%1 をベクトル属性に対するベクトル検索またはハイブリッド検索にするか、%2 を等値または範囲で比較してください。</translation>
    </message>
    <message>
        <source>%1 searches the text of %2, which is not a full-text path.</source>
        <translation>%1 は %2 のテキストを検索しますが、これはフルテキスト パスではありません。</translation>
    </message>
    <message>
        <source>Give %1 a full-text language, so the container indexes it for full-text search.</source>
        <translation>%1 にフルテキストの言語を指定して、コンテナーがフルテキスト検索用にインデックスを作成するようにしてください。</translation>
    </message>
    <message>
        <source>%1 searches %2, which has no vector index: every search compares the query with every stored vector, and its cost grows with them.</source>
        <translation>%1 は %2 を検索しますが、ベクトル インデックスがありません。検索のたびにクエリを保存済みのすべてのベクトルと比較するため、コストはベクトルの数とともに増えます。</translation>
    </message>
    <message>
        <source>Give %1 a quantizedFlat or diskANN index (a flat one up to 505 dimensions).</source>
        <translation>%1 に quantizedFlat または diskANN インデックスを付けてください (flat は 505 次元まで)。</translation>
    </message>
    <message>
        <source>%1 is a vector search but names no vector to be near.</source>
        <translation>%1 はベクトル検索ですが、近さを測るベクトルを指定していません。</translation>
    </message>
    <message>
        <source>Add a filter with the operator near on a vector attribute of %1.</source>
        <translation>%1 のベクトル属性に演算子 near のフィルターを追加してください。</translation>
    </message>
    <message>
        <source>%1 is a full-text search but names no full-text path to search.</source>
        <translation>%1 はフルテキスト検索ですが、検索するフルテキスト パスを指定していません。</translation>
    </message>
    <message>
        <source>Add a filter with the operator contains on a full-text attribute of %1.</source>
        <translation>%1 のフルテキスト属性に演算子 contains のフィルターを追加してください。</translation>
    </message>
    <message>
        <source>%1 documents hold %2, at least %3 KB of vectors, but are given as %4 KB %5.</source>
        <translation>%1 ドキュメントは %2 (少なくとも %3 KB のベクトル) を保持しますが、サイズは%5 %4 KB とされています。</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>on average</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>Give %1 its average and maximum size with the vectors included.</source>
        <translation>ベクトルを含めた %1 の平均サイズと最大サイズを指定してください。</translation>
    </message>
    <message>
        <source>%1 has no document count, and no parent gives one: storage, minimum throughput and partitions count none of its documents.</source>
        <translation>%1 にはドキュメント数がなく、親からも導けません。ストレージ、最小スループット、パーティション数はそのドキュメントを 1 件も数えていません。</translation>
    </message>
    <message>
        <source>Give %1 its document count, or relate it to a parent with its average children.</source>
        <translation>%1 にドキュメント数を入力するか、平均の子の数を付けて親と関連付けてください。</translation>
    </message>
    <message>
        <source>%1&apos;s %2 documents are derived (%3), not given.</source>
        <translation>%1 の %2 件のドキュメントは入力値ではなく、導出した値です (%3)。</translation>
    </message>
    <message>
        <source>Type %1&apos;s document count if you know it: a count you give always wins.</source>
        <translation>分かっていれば %1 のドキュメント数を入力してください。入力した数が常に優先されます。</translation>
    </message>
    <message>
        <source>%1 documents are taken to carry %2, %3.</source>
        <translation>%1 のドキュメントは %2 を持つものとみなします (%3)。</translation>
    </message>
    <message>
        <source>Add %2 to %1&apos;s attributes, with its distinct values, to make it part of the model.</source>
        <translation>%2 を異なる値の数とともに %1 の属性に追加し、モデルの一部にしてください。</translation>
    </message>
    <message>
        <source>The model sets the key %1 for a container %2, which the design does not have: the override is not applied.</source>
        <translation>モデルはコンテナー %2 にキー %1 を設定していますが、設計にそのコンテナーはありません。この上書きは適用されません。</translation>
    </message>
    <message>
        <source>Remove the override, or set the key on the container that now holds those documents.</source>
        <translation>上書きを削除するか、現在それらのドキュメントを持つコンテナーにキーを設定してください。</translation>
    </message>
    <message>
        <source>The model chooses how %1 is served, but it has no access pattern %1: the choice is not applied.</source>
        <translation>モデルは %1 の処理方法を選んでいますが、アクセス パターン %1 はありません。この選択は適用されません。</translation>
    </message>
    <message>
        <source>Remove the override, or give it the id of an existing access pattern.</source>
        <translation>上書きを削除するか、既存のアクセス パターンの ID を指定してください。</translation>
    </message>
    <message>
        <source>never</source>
        <translation>期限なし</translation>
    </message>
    <message>
        <source>when each document says</source>
        <translation>各ドキュメントの指定どおり</translation>
    </message>
    <message>
        <source>after %1 seconds</source>
        <translation>%1 秒後</translation>
    </message>
    <message>
        <source>%1 is embedded in %2&apos;s documents, so it expires with them (%3), not %4 as its own TTL says.</source>
        <translation>%1 は %2 のドキュメントに埋め込まれているため、それらと一緒に期限切れになります (%3)。自身の TTL が示す %4 ではありません。</translation>
    </message>
    <message>
        <source>Keep %1 in documents of its own to let it expire on its own, or give %2 the same TTL.</source>
        <translation>%1 を独自のドキュメントに保持して単独で期限切れになるようにするか、%2 に同じ TTL を設定してください。</translation>
    </message>
    <message>
        <source>%1 documents have no maximum under one %2 value in %3 and no TTL: the logical partition keeps growing towards the %4 limit.</source>
        <translation>%3 の %2 の 1 つの値の下で %1 ドキュメントには上限がなく、TTL もありません。論理パーティションは %4 の上限に向かって増え続けます。</translation>
    </message>
    <message>
        <source>Give the relationship a maximum, the documents a TTL, or the key a second level.</source>
        <translation>リレーションシップに最大数を、ドキュメントに TTL を、またはキーに 2 つ目の階層を与えてください。</translation>
    </message>
    <message>
        <source>%1.%2 has a %3 index, which Azure builds once a container holds 1,000 vectors: with %4 documents, every search compares the query with all of them.</source>
        <translation>%1.%2 には %3 インデックスがありますが、Azure はコンテナーに 1,000 個のベクトルが格納されてからこれを構築します。ドキュメントが %4 件の間は、検索のたびにクエリがすべてのベクトルと比較されます。</translation>
    </message>
    <message>
        <source>Expect full-scan search costs until %1 holds 1,000 documents, or use a flat index while it is small (up to 505 dimensions).</source>
        <translation>%1 のドキュメントが 1,000 件になるまでは全件走査の検索コストを見込むか、小さいうちはフラット インデックス (最大 505 次元) を使用してください。</translation>
    </message>
    <message>
        <source>The model sets the assumption %1 = %2, which this version does not have: it is kept in the file and not used.</source>
        <translation>モデルは前提条件 %1 = %2 を設定していますが、このバージョンにはこの前提条件がありません。ファイルには保持されますが、使用されません。</translation>
    </message>
    <message>
        <source>Remove %1 from the model&apos;s assumptions, or correct its name.</source>
        <translation>モデルの前提条件から %1 を削除するか、名前を修正してください。</translation>
    </message>
</context>
<context>
    <name>cosmos::AlternativeActions</name>
    <message>
        <source>&amp;Alternatives</source>
        <translation>代替案(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Duplicate as Alternative…</source>
        <translation>代替案として複製(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Compare With</source>
        <translation>次と比較(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Switch To</source>
        <translation>次に切り替え(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>名前の変更(&amp;R)</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>削除(&amp;L)</translation>
    </message>
    <message>
        <source>Duplicate as Alternative</source>
        <translation>代替案として複製</translation>
    </message>
    <message>
        <source>Switch to “%1”</source>
        <translation>「%1」に切り替え</translation>
    </message>
    <message>
        <source>Previous design</source>
        <translation>以前の設計</translation>
    </message>
    <message>
        <source>Rename Alternative</source>
        <translation>代替案の名前の変更</translation>
    </message>
    <message>
        <source>Delete Alternative</source>
        <translation>代替案の削除</translation>
    </message>
    <message>
        <source>Alternative</source>
        <translation>代替案</translation>
    </message>
    <message>
        <source>A copy of the current design is kept under this name. Change the current design, then compare the two.

Name:</source>
        <translation>現在の設計のコピーをこの名前で保持します。現在の設計を変更してから、2 つを比較してください。

名前:</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>新しい名前:</translation>
    </message>
    <message>
        <source>Delete the alternative “%1”? Undo brings it back.</source>
        <translation>代替案「%1」を削除しますか? [元に戻す] で復元できます。</translation>
    </message>
</context>
<context>
    <name>cosmos::AnalysisTr</name>
    <message>
        <source>one-to-one</source>
        <translation>1 対 1</translation>
    </message>
    <message>
        <source>one-to-few</source>
        <translation>1 対少数</translation>
    </message>
    <message>
        <source>one-to-many</source>
        <translation>1 対多</translation>
    </message>
    <message>
        <source>many-to-many</source>
        <translation>多対多</translation>
    </message>
    <message>
        <source>%1 refers to other %1 items: a self-relationship is stored as a reference (an id, or an ancestor path for hierarchies) in the same container, never embedded in itself.</source>
        <translation>%1 は他の %1 アイテムを参照します。自己リレーションシップは同じコンテナー内の参照 (ID、または階層の場合は祖先のパス) として格納され、自分自身に埋め込まれることはありません。</translation>
    </message>
    <message>
        <source>Rule 1 applies: many-to-many with at most %1 links per %2 and %3 per %4 (limit %5), so each side keeps the other&apos;s ids.</source>
        <translation>ルール 1 を適用: %2 あたり最大 %1 件、%4 あたり %3 件のリンクを持つ多対多 (上限 %5) のため、両側が相手の ID を保持します。</translation>
    </message>
    <message>
        <source>Rule 1 does not apply: %1.</source>
        <translation>ルール 1 は適用されません: %1。</translation>
    </message>
    <message>
        <source>the maximum number of links is not known</source>
        <translation>リンク数の上限が不明です</translation>
    </message>
    <message>
        <source>up to %1 links per side exceeds the limit of %2</source>
        <translation>片側あたり最大 %1 件のリンクが上限 %2 を超えています</translation>
    </message>
    <message>
        <source>Rule 2 applies: a many-to-many relationship with many links gets an edge container, one document per link in each direction, each partitioned by its own side.</source>
        <translation>ルール 2 を適用: リンク数の多い多対多リレーションシップにはエッジ コンテナーを使います。リンクごとに各方向 1 つのドキュメントを持ち、それぞれ自分の側でパーティション分割されます。</translation>
    </message>
    <message>
        <source>Rules 1–2 do not apply: the relationship is %1, not many-to-many.</source>
        <translation>ルール 1–2 は適用されません: リレーションシップは多対多ではなく %1 です。</translation>
    </message>
    <message>
        <source>No decision: %1</source>
        <translation>判断なし: %1</translation>
    </message>
    <message>
        <source>Do %1 and %2 need the same backup and restore?</source>
        <translation>%1 と %2 は同じバックアップと復元を必要としますか?</translation>
    </message>
    <message>
        <source>Do they scale differently (one grows or spikes while the other does not)?</source>
        <translation>スケールのしかたは異なりますか (一方だけが増加したり急増したりしますか)?</translation>
    </message>
    <message>
        <source>Do they need different consistency levels?</source>
        <translation>異なる整合性レベルが必要ですか?</translation>
    </message>
    <message>
        <source>Rule 3 applies: correlation %1 ≥ %2, maximum embedded size %3 ≤ %4 and %5 is read alone %6 of the time (&lt; %7), so %5 is embedded in %8.</source>
        <translation>ルール 3 を適用: 相関 %1 ≥ %2、埋め込み時の最大サイズ %3 ≤ %4、%5 が単独で読み取られるのは %6 (&lt; %7) のため、%5 を %8 に埋め込みます。</translation>
    </message>
    <message>
        <source>correlation %1 &lt; %2</source>
        <translation>相関 %1 &lt; %2</translation>
    </message>
    <message>
        <source>maximum embedded size %1 &gt; %2</source>
        <translation>埋め込み時の最大サイズ %1 &gt; %2</translation>
    </message>
    <message>
        <source>%1 is read without %2 %3 of the time (≥ %4)</source>
        <translation>%1 は %3 の割合で %2 なしで読み取られます (≥ %4)</translation>
    </message>
    <message>
        <source>Rule 3 (single document) does not apply: %1.</source>
        <translation>ルール 3 (単一ドキュメント) は適用されません: %1。</translation>
    </message>
    <message>
        <source>It would be embedded, but the maximum size %1 exceeds the limit of %2.</source>
        <translation>埋め込み対象ですが、最大サイズ %1 が上限 %2 を超えています。</translation>
    </message>
    <message>
        <source>Subset pattern: %1 reads the latest %2; embed those in %3 and keep every %4 as its own document.</source>
        <translation>サブセット パターン: %1 は最新の %2 を読み取ります。それらを %3 に埋め込み、すべての %4 はそれぞれ独立したドキュメントとして保持します。</translation>
    </message>
    <message>
        <source>Rule 4 applies: correlation %1 ≥ %2, so %3 documents are stored beside %4 in one container, partitioned by %4&apos;s key.</source>
        <translation>ルール 4 を適用: 相関 %1 ≥ %2 のため、%3 ドキュメントは %4 と同じコンテナーに格納され、%4 のキーでパーティション分割されます。</translation>
    </message>
    <message>
        <source>Rule 4 (multi-document) does not apply: correlation %1 &lt; %2.</source>
        <translation>ルール 4 (複数ドキュメント) は適用されません: 相関 %1 &lt; %2。</translation>
    </message>
    <message>
        <source>Rule 5 applies: the relationship is identifying (%1 cannot exist without its %2 and is looked up with the %2&apos;s id) and correlation %3 ≥ %4, so %1 documents are partitioned by the %2&apos;s key; no cross-partition queries are needed.</source>
        <translation>ルール 5 を適用: リレーションシップは識別関係 (%1 は %2 なしでは存在できず、%2 の ID で検索される) で、相関 %3 ≥ %4 のため、%1 ドキュメントは %2 のキーでパーティション分割されます。クロスパーティション クエリは不要です。</translation>
    </message>
    <message>
        <source>Rule 5 (identifying) does not apply: %1.</source>
        <translation>ルール 5 (識別関係) は適用されません: %1。</translation>
    </message>
    <message>
        <source>the relationship is not identifying</source>
        <translation>リレーションシップが識別関係ではありません</translation>
    </message>
    <message>
        <source>Rule 6 applies: %1 writes %2 and %3 in one change; a transactional batch or stored procedure needs them in one logical partition.</source>
        <translation>ルール 6 を適用: %1 は %2 と %3 を 1 回の変更で書き込みます。トランザクション バッチやストアド プロシージャでは、それらが 1 つの論理パーティションにある必要があります。</translation>
    </message>
    <message>
        <source>Rule 6 (atomic writes) does not apply: no write pattern changes %1 and %2 together.</source>
        <translation>ルール 6 (アトミックな書き込み) は適用されません: %1 と %2 を同時に変更する書き込みパターンはありません。</translation>
    </message>
    <message>
        <source>Rule 7 applies: nothing ties %1 to %2 closely enough, so each keeps its own container.</source>
        <translation>ルール 7 を適用: %1 と %2 を結び付ける十分な理由がないため、それぞれ独自のコンテナーを持ちます。</translation>
    </message>
    <message>
        <source>no access pattern touches %1, so the correlation is undefined.</source>
        <translation>%1 にアクセスするアクセス パターンがないため、相関は未定義です。</translation>
    </message>
    <message>
        <source>no read pattern with traffic touches %1, so the correlation is undefined.</source>
        <translation>トラフィックのある読み取りパターンが %1 にアクセスしないため、相関は未定義です。</translation>
    </message>
    <message>
        <source>%1 per %2 on average, at most %3</source>
        <translation>%2 あたり平均 %1、最大 %3</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>unbounded</source>
        <translation>上限なし</translation>
    </message>
    <message>
        <source>%1 of %2&apos;s reads (%3 of %4 RPS) also read %5</source>
        <translation>%2 の読み取りのうち %1 (%4 RPS 中 %3) が %5 も読み取ります</translation>
    </message>
    <message>
        <source>correlation undefined</source>
        <translation>相関は未定義</translation>
    </message>
    <message>
        <source>%1 is read without %2 %3 of the time</source>
        <translation>%1 は %3 の割合で %2 なしで読み取られます</translation>
    </message>
    <message>
        <source>%1 is never read</source>
        <translation>%1 は読み取られません</translation>
    </message>
    <message>
        <source>Inputs: %1 → %2, %3, %4 %5; %6; %7.</source>
        <translation>入力: %1 → %2、%3、%4 は %5、%6、%7。</translation>
    </message>
    <message>
        <source>Embedded size %1 on average, %2 at most; %3; %4.</source>
        <translation>埋め込みサイズ: 平均 %1、最大 %2、%3、%4。</translation>
    </message>
    <message>
        <source>identifying</source>
        <translation>識別関係</translation>
    </message>
    <message>
        <source>not identifying</source>
        <translation>非識別関係</translation>
    </message>
    <message>
        <source>%1 is updated on its own</source>
        <translation>%1 は単独で更新されます</translation>
    </message>
    <message>
        <source>%1 changes with its %2</source>
        <translation>%1 は %2 と一緒に変更されます</translation>
    </message>
    <message>
        <source>Not applicable to a self-relationship.</source>
        <translation>自己リレーションシップには適用されません。</translation>
    </message>
    <message>
        <source>Not applicable to many-to-many relationships (rules 1–2 decide those).</source>
        <translation>多対多リレーションシップには適用されません (ルール 1–2 で判断します)。</translation>
    </message>
    <message>
        <source>Impossible: the document could reach %1, above the %2 item limit.</source>
        <translation>不可能: ドキュメントが %1 に達する可能性があり、アイテムの上限 %2 を超えます。</translation>
    </message>
    <message>
        <source>Child container keyed by %1.</source>
        <translation>%1 をキーとする子コンテナー。</translation>
    </message>
    <message>
        <source>%1 would cost %2 RU/s, %3 less than the decided %4 (%5 RU/s). The rule table decides on access correlation; weigh the saving against what the rules protect.</source>
        <translation>%1 のコストは %2 RU/s で、決定された %4 (%5 RU/s) より %3 少なくなります。ルール表はアクセスの相関に基づいて判断します。この節約とルールが守っているものとを比較検討してください。</translation>
    </message>
    <message>
        <source>Single document</source>
        <translation>単一ドキュメント</translation>
    </message>
    <message>
        <source>Multi-document container</source>
        <translation>複数ドキュメント コンテナー</translation>
    </message>
    <message>
        <source>Separate containers</source>
        <translation>別々のコンテナー</translation>
    </message>
    <message>
        <source>Duplicate ids on both sides</source>
        <translation>両側で ID を複製</translation>
    </message>
    <message>
        <source>Edge container</source>
        <translation>エッジ コンテナー</translation>
    </message>
    <message>
        <source>point read</source>
        <translation>ポイント読み取り</translation>
    </message>
    <message>
        <source>single-partition query</source>
        <translation>単一パーティション クエリ</translation>
    </message>
    <message>
        <source>cross-partition query</source>
        <translation>クロスパーティション クエリ</translation>
    </message>
    <message>
        <source>write</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>HOT</source>
        <translation>ホット</translation>
    </message>
    <message>
        <source>Set by the model (overridden).</source>
        <translation>モデルで設定 (オーバーライド)。</translation>
    </message>
    <message>
        <source>%1 documents have no %2 attribute; each must carry the partition key value.</source>
        <translation>%1 ドキュメントには %2 属性がありません。各ドキュメントがパーティション キーの値を持つ必要があります。</translation>
    </message>
    <message>
        <source>No overlap can be measured without reads of the parent.</source>
        <translation>親の読み取りがないと重なりを測定できません。</translation>
    </message>
    <message>
        <source>Not a parent–child pair.</source>
        <translation>親子のペアではありません。</translation>
    </message>
    <message>
        <source>overlap %1 &lt; %2</source>
        <translation>重なり %1 &lt; %2</translation>
    </message>
    <message>
        <source>the number of children is unbounded</source>
        <translation>子の数に上限がありません</translation>
    </message>
    <message>
        <source>the child is operated on independently</source>
        <translation>子は独立して操作されます</translation>
    </message>
    <message>
        <source>Overlap %1 &gt; %2, bounded size and an identifying relationship.</source>
        <translation>重なり %1 &gt; %2、サイズに上限があり、識別関係です。</translation>
    </message>
    <message>
        <source>Keep separate: %1.</source>
        <translation>分離を維持: %1。</translation>
    </message>
    <message>
        <source>Overlap %1: weigh the cost saving against the operational coupling.</source>
        <translation>重なり %1: コスト削減と運用上の結合度を比較検討してください。</translation>
    </message>
    <message>
        <source>The decision table chose %1 (rule %2).</source>
        <translation>判断表は %1 を選択しました (ルール %2)。</translation>
    </message>
    <message>
        <source>The relationships %1 form a cycle of placements; %2 keeps its own container so the cycle has a root.</source>
        <translation>リレーションシップ %1 は配置の循環を形成しています。循環にルートができるよう、%2 は独自のコンテナーを保持します。</translation>
    </message>
    <message>
        <source>The most popular %1 value receives %2 of the container&apos;s %3 RU/s at peak: %4 RU/s.</source>
        <translation>最も人気のある %1 の値は、ピーク時にコンテナーの %3 RU/s のうち %2 を受け取ります: %4 RU/s。</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>最大 %1</translation>
    </message>
    <message>
        <source>The largest key value holds at most %1 (its documents at their maximum sizes and counts): %2 of the %3 logical partition limit.</source>
        <translation>最大のキー値が保持するのは最大 %1 (ドキュメントが最大サイズ・最大数の場合) で、論理パーティションの上限 %3 の %2 です。</translation>
    </message>
    <message>
        <source>The largest key value holds about %1 (%2 of %3 of data, assuming data is skewed like traffic): %4 of the %5 logical partition limit.</source>
        <translation>最大のキー値が保持するのは約 %1 (データ %3 の %2、データがトラフィックと同じように偏ると仮定) で、論理パーティションの上限 %5 の %4 です。</translation>
    </message>
    <message>
        <source>Use the hierarchical key %1 (MultiHash, version 2): each %2 value can then span several physical partitions, and queries that give %2 alone stay targeted to them. Consider this before a synthetic key.</source>
        <translation>階層キー %1 (MultiHash、バージョン 2) を使用してください。これにより各 %2 の値が複数の物理パーティションにまたがることができ、%2 だけを指定するクエリもそれらのパーティションに限定されます。合成キーの前に検討してください。</translation>
    </message>
    <message>
        <source>Append a suffix 0…%1 to the key: the hottest value&apos;s %2 RU/s splits into %3 shards of %4 RU/s, under %5 of a partition&apos;s limit. The cost: every read of one value must query all %3 shards, about %6 RU/s more.</source>
        <translation>キーに 0…%1 のサフィックスを付けます。最もホットな値の %2 RU/s が %4 RU/s ずつの %3 個のシャードに分かれ、パーティションの上限の %5 を下回ります。代償として、1 つの値を読み取るたびに %3 個すべてのシャードをクエリする必要があり、約 %6 RU/s 増えます。</translation>
    </message>
    <message>
        <source>%1 grows with time, so all new writes land on the newest value. Combine it with a bucket (for example the device and the hour) so writes spread and each bucket stays bounded.</source>
        <translation>%1 は時間とともに増加するため、新しい書き込みはすべて最新の値に集中します。バケット (たとえばデバイスと時間) と組み合わせて、書き込みを分散させ、各バケットに上限を持たせてください。</translation>
    </message>
    <message>
        <source>A key value can outgrow the %1 logical partition limit: add a second level to the key (a hierarchical key such as %2 plus an item id) so one value can span partitions.</source>
        <translation>キー値が論理パーティションの上限 %1 を超える可能性があります。キーに第 2 レベルを追加して (%2 にアイテム ID を加えた階層キーなど)、1 つの値が複数のパーティションにまたがれるようにしてください。</translation>
    </message>
    <message>
        <source>No query runs on this container (point reads by id and partition key need no index), so every path is excluded and writes maintain no index.</source>
        <translation>このコンテナーではクエリが実行されません (ID とパーティション キーによるポイント読み取りにインデックスは不要) ため、すべてのパスを除外し、書き込み時にインデックスを維持しません。</translation>
    </message>
    <message>
        <source>Selective: the queries use %1 of the documents&apos; %2 properties (%3, at most %4), so only those paths are indexed and the rest (&quot;/*&quot;) is excluded.</source>
        <translation>選択的: クエリはドキュメントの %2 個のプロパティのうち %1 個 (%3、最大 %4) を使用するため、それらのパスだけをインデックスに含め、残り (&quot;/*&quot;) は除外します。</translation>
    </message>
    <message>
        <source>Everything indexed (&quot;/*&quot;): the queries use %1 of the documents&apos; %2 properties (%3, more than %4), so a selective policy would save little.</source>
        <translation>すべてをインデックス (&quot;/*&quot;): クエリはドキュメントの %2 個のプロパティのうち %1 個 (%3、%4 を超える) を使用するため、選択的なポリシーにしても節約はわずかです。</translation>
    </message>
    <message>
        <source>The system property _etag is excluded: no query filters on it.</source>
        <translation>システム プロパティ _etag は除外します: これでフィルターするクエリはありません。</translation>
    </message>
    <message>
        <source>Composite index %1 for %2: equality filters first, then the ORDER BY properties in query order.</source>
        <translation>%2 用の複合インデックス %1: 等値フィルターを先に、次に ORDER BY のプロパティをクエリの順に並べます。</translation>
    </message>
    <message>
        <source>%1 would need a composite index of %2 properties; Azure allows at most %3, so none is defined and the query sorts with a single-property index.</source>
        <translation>%1 には %2 個のプロパティの複合インデックスが必要ですが、Azure では最大 %3 個までのため定義しません。クエリは単一プロパティのインデックスで並べ替えます。</translation>
    </message>
    <message>
        <source>%1 filters or sorts on a property inside an array or an object; composite indexes take scalar properties only, so none is defined for it.</source>
        <translation>%1 は配列またはオブジェクト内のプロパティでフィルターまたは並べ替えを行います。複合インデックスはスカラー プロパティのみを対象とするため、定義しません。</translation>
    </message>
    <message>
        <source>%1 loads %2 records in one batch.</source>
        <translation>%1 は 1 回のバッチで %2 件のレコードを読み込みます。</translation>
    </message>
    <message>
        <source>Peak writes reach %1 per second, above %2.</source>
        <translation>ピーク時の書き込みは毎秒 %1 に達し、%2 を超えます。</translation>
    </message>
    <message>
        <source>Binning: can individual records be grouped into chunks, one document per chunk?</source>
        <translation>ビニング: 個々のレコードをチャンクにまとめ、チャンクごとに 1 つのドキュメントにできますか?</translation>
    </message>
    <message>
        <source>Fewer writes: what is the smallest number of real write operations needed — must every record be written on its own, or can they be batched?</source>
        <translation>書き込みの削減: 実際に必要な書き込み操作の最小数はいくつですか? すべてのレコードを個別に書き込む必要がありますか、それともバッチにできますか?</translation>
    </message>
    <message>
        <source>Physical partitions: how will the total data size multiply the cost of cross-partition queries?</source>
        <translation>物理パーティション: データの総サイズは、クロスパーティション クエリのコストをどれだけ増やしますか?</translation>
    </message>
    <message>
        <source>Link documents are keyed by the id of the side they belong to.</source>
        <translation type="vanished">リンク ドキュメントは、所属する側の ID をキーにします。</translation>
    </message>
    <message>
        <source>%1 is not an attribute of any document type here; its cardinality is assumed to be %2.</source>
        <translation>%1 はここにあるどのドキュメントの種類の属性でもありません。カーディナリティは %2 と仮定します。</translation>
    </message>
    <message>
        <source>The number of distinct %1 values is unknown; %2 is assumed (set distinctValues on %3.%1).</source>
        <translation>%1 の個別の値の数が不明なため、%2 と仮定します (%3.%1 に distinctValues を設定してください)。</translation>
    </message>
    <message>
        <source>Each link is written twice, once under each side&apos;s id, so either side&apos;s links are read from one logical partition.</source>
        <translation>各リンクは両側の ID の下にそれぞれ 1 回ずつ、計 2 回書き込まれるため、どちらの側のリンクも 1 つの論理パーティションから読み取れます。</translation>
    </message>
    <message>
        <source>Hierarchical key (MultiHash, version 2): %1.</source>
        <translation>階層キー (MultiHash、バージョン 2): %1。</translation>
    </message>
    <message>
        <source>%1 of the request units that look documents up give it with an equality filter.</source>
        <translation>ドキュメントを検索する要求ユニットの %1 が、等値フィルターでこれを指定しています。</translation>
    </message>
    <message>
        <source>No access pattern looks documents up here; writes carry the key in the document.</source>
        <translation>ここでドキュメントを検索するアクセス パターンはありません。書き込みではドキュメント内にキーが含まれます。</translation>
    </message>
    <message>
        <source>%1 more give only the first level (%2): prefix queries stay cheap.</source>
        <translation>さらに %1 が第 1 レベル (%2) のみを指定します: プレフィックス クエリは低コストのままです。</translation>
    </message>
    <message>
        <source>Only %1 distinct values (&lt; %2): few logical partitions, so traffic cannot spread.</source>
        <translation>個別の値は %1 個のみ (&lt; %2): 論理パーティションが少ないため、トラフィックを分散できません。</translation>
    </message>
    <message>
        <source>%1 distinct values.</source>
        <translation>個別の値は %1 個。</translation>
    </message>
    <message>
        <source>The most popular value receives %1 of the requests.</source>
        <translation>最も人気のある値が要求の %1 を受け取ります。</translation>
    </message>
    <message>
        <source>It grows with time: new writes all go to the newest value.</source>
        <translation>時間とともに増加します: 新しい書き込みはすべて最新の値に集中します。</translation>
    </message>
    <message>
        <source>Missing from %1 documents: they would need a copy of it.</source>
        <translation>%1 ドキュメントにはありません: それらにはこのコピーが必要になります。</translation>
    </message>
    <message>
        <source> (× %1 for %2 consistency)</source>
        <translation> (%2 整合性のため × %1)</translation>
    </message>
    <message>
        <source>Declared as a point read, but the filters do not give the partition key (%1): it runs as a query.</source>
        <translation>ポイント読み取りとして宣言されていますが、フィルターがパーティション キー (%1) を指定していないため、クエリとして実行されます。</translation>
    </message>
    <message>
        <source>Declared as a point read, but no filter gives the %1 id: it runs as a query.</source>
        <translation>ポイント読み取りとして宣言されていますが、%1 の ID を指定するフィルターがないため、クエリとして実行されます。</translation>
    </message>
    <message>
        <source>Declared as a point read, but it returns several document types: it runs as a query.</source>
        <translation>ポイント読み取りとして宣言されていますが、複数のドキュメントの種類を返すため、クエリとして実行されます。</translation>
    </message>
    <message>
        <source>Query of %1 %2 ↔ %3 link documents, %4; %5%6.</source>
        <translation>%1 %2 ↔ %3 リンク ドキュメントのクエリ、%4、%5%6。</translation>
    </message>
    <message>
        <source>within one side&apos;s partition</source>
        <translation>一方の側のパーティション内</translation>
    </message>
    <message>
        <source>across partitions: no side&apos;s id is given</source>
        <translation>パーティションをまたぐ: どちらの側の ID も指定されていません</translation>
    </message>
    <message>
        <source>%1 %2 documents (%3 returned)</source>
        <translation>%1 %2 ドキュメント (%3 を返す)</translation>
    </message>
    <message>
        <source>Single-partition query for %1: the filters give the partition key %2; %3%4.</source>
        <translation>%1 の単一パーティション クエリ: フィルターがパーティション キー %2 を指定しています。%3%4。</translation>
    </message>
    <message>
        <source>Prefix query for %1: the filters give the first level of the hierarchical key %2; %3%4.</source>
        <translation>%1 のプレフィックス クエリ: フィルターが階層キー %2 の第 1 レベルを指定しています。%3%4。</translation>
    </message>
    <message>
        <source>Cross-partition query for %1: no equality filter on the partition key %2, so all %3 physical partitions are asked; %4%5.</source>
        <translation>%1 のクロスパーティション クエリ: パーティション キー %2 に対する等値フィルターがないため、物理パーティション %3 個すべてに問い合わせます。%4%5。</translation>
    </message>
    <message>
        <source>%1 ↔ %2 link</source>
        <translation>%1 ↔ %2 リンク</translation>
    </message>
    <message>
        <source>Includes × %1 for the container&apos;s unique keys.</source>
        <translation>コンテナーの一意キーによる × %1 を含みます。</translation>
    </message>
    <message>
        <source>A transactional batch holds at most 100 operations on one partition key value.</source>
        <translation>トランザクション バッチには、1 つのパーティション キー値に対して最大 100 個の操作を含められます。</translation>
    </message>
    <message>
        <source>The pattern touches no entity, so it costs nothing here.</source>
        <translation>このパターンはどのエンティティにもアクセスしないため、ここではコストはかかりません。</translation>
    </message>
    <message>
        <source>The entities live in %1 containers, so the pattern needs %1 requests.</source>
        <translation>エンティティは %1 個のコンテナーにあるため、このパターンには %1 回の要求が必要です。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 asks for %2 unique keys, but Azure allows at most %3 per container, so the container cannot be created with them. Combine attributes into composite keys (uniqueGroup) or enforce some of them in the application.</source>
        <translation>%1 は %2 個の一意キーを要求していますが、Azure ではコンテナーあたり最大 %3 個のため、この設定ではコンテナーを作成できません。属性を複合キー (uniqueGroup) にまとめるか、一部をアプリケーションで強制してください。</translation>
    </message>
    <message>
        <source>The unique keys of %1 use %2 paths in total, but Azure allows at most %3 per container, so the container cannot be created with them. Drop paths from composite keys or enforce some keys in the application.</source>
        <translation type="vanished">%1 の一意キーは合計 %2 個のパスを使用していますが、Azure ではコンテナーあたり最大 %3 個のため、この設定ではコンテナーを作成できません。複合キーからパスを減らすか、一部のキーをアプリケーションで強制してください。</translation>
    </message>
    <message>
        <source>%1 is marked unique, but %2 lies inside an array: a unique key cannot look into array elements, so it is left out of the policy of %3. Check it in the application when the document that holds the array is written.</source>
        <translation>%1 は一意としてマークされていますが、%2 は配列の中にあります。一意キーは配列の要素を参照できないため、%3 のポリシーから除外されます。配列を持つドキュメントを書き込むときにアプリケーションで確認してください。</translation>
    </message>
    <message>
        <source>%1 is marked unique, but the %2 documents in %3 have no %4. A missing value counts as null and only one item per %5 value may be null, so the second %2 document in a partition would be refused. The key is therefore left out of the policy of %3: enforce it with a uniqueness container partitioned by %4 (one small document per value, created before the item) or in the application.</source>
        <translation>%1 は一意としてマークされていますが、%3 内の %2 ドキュメントには %4 がありません。値がない場合は null とみなされ、%5 の値ごとに null にできるアイテムは 1 つだけのため、パーティション内の 2 つ目の %2 ドキュメントは拒否されます。そのため、このキーは %3 のポリシーから除外されます。%4 でパーティション分割された一意性コンテナー (値ごとに小さなドキュメントを 1 つ、アイテムより先に作成) か、アプリケーションで強制してください。</translation>
    </message>
    <message>
        <source>%1 is unique only within one %2 value, because unique keys apply per logical partition: items with different %2 values may share it.</source>
        <translation>一意キーは論理パーティションごとに適用されるため、%1 が一意なのは 1 つの %2 の値の中だけです。%2 の値が異なるアイテム同士では重複する可能性があります。</translation>
    </message>
    <message>
        <source>Each %1 value holds a single %2 document, so this key cannot stop two of them from sharing a value.</source>
        <translation>各 %1 の値には %2 ドキュメントが 1 つしかないため、このキーでは 2 つのドキュメントが同じ値を持つことを防げません。</translation>
    </message>
    <message>
        <source>For uniqueness across the container, make %1 the partition key of a container that holds it, or keep a uniqueness container partitioned by %1.</source>
        <translation>コンテナー全体で一意にするには、%1 をそれを含むコンテナーのパーティション キーにするか、%1 でパーティション分割された一意性コンテナーを用意してください。</translation>
    </message>
    <message>
        <source>%1 is not required, but a missing value counts as null: only one item per %2 value may lack it.</source>
        <translation>%1 は必須ではありませんが、値がない場合は null とみなされます: %2 の値ごとに、これを持たないアイテムは 1 つだけです。</translation>
    </message>
    <message>
        <source>Unique values are compared case-sensitively (&quot;Ann@example.com&quot; and &quot;ann@example.com&quot; are different): store a normalised copy, for example in lower case, if case must not matter.</source>
        <translation>一意の値は大文字と小文字を区別して比較されます (&quot;Ann@example.com&quot; と &quot;ann@example.com&quot; は異なります)。大文字と小文字を区別しない場合は、正規化したコピー (たとえば小文字) を格納してください。</translation>
    </message>
    <message>
        <source>The unique key policy is fixed when the container is created: changing it later means a new container and a migration of the data.</source>
        <translation>一意キー ポリシーはコンテナーの作成時に固定されます。後から変更するには、新しいコンテナーとデータの移行が必要です。</translation>
    </message>
    <message>
        <source>%1 with its %2 embedded has no size limit (the number of %2 per %1 is unbounded), so it would pass the %3 item limit: it can never be one document.</source>
        <translation>%2 を埋め込んだ %1 にはサイズの上限がない (%1 あたりの %2 の数に上限がない) ため、アイテムの上限 %3 を超えます。1 つのドキュメントにはできません。</translation>
    </message>
    <message>
        <source>%1 with its %2 embedded can reach %3, above the %4 item limit: it can never be one document.</source>
        <translation>%2 を埋め込んだ %1 は %3 に達する可能性があり、アイテムの上限 %4 を超えます。1 つのドキュメントにはできません。</translation>
    </message>
    <message>
        <source>Impossible: with no limit on the number of children, the document would pass the %1 item limit.</source>
        <translation>不可能: 子の数に上限がないため、ドキュメントがアイテムの上限 %1 を超えます。</translation>
    </message>
    <message>
        <source>Manual throughput</source>
        <translation>手動スループット</translation>
    </message>
    <message>
        <source>Autoscale</source>
        <translation>自動スケーリング</translation>
    </message>
    <message>
        <source>Serverless</source>
        <translation>サーバーレス</translation>
    </message>
    <message>
        <source>Manual with the free tier</source>
        <translation>手動、Free レベル適用</translation>
    </message>
    <message>
        <source>Manual, reserved for 1 year</source>
        <translation>手動、1 年間の予約容量</translation>
    </message>
    <message>
        <source>Manual, reserved for 3 years</source>
        <translation>手動、3 年間の予約容量</translation>
    </message>
    <message>
        <source>%1 is the cheapest of %2 evaluated keys that can serve the design: %3 RU/s at peak, %4 a month.</source>
        <translation>%1 は、評価した %2 個のキーのうち、設計を満たせるものの中で最も安価です: ピーク時 %3 RU/s、月額 %4。</translation>
    </message>
    <message>
        <source>Under it, %1 must ask every physical partition.</source>
        <translation>このキーでは、%1 はすべての物理パーティションに問い合わせる必要があります。</translation>
    </message>
    <message>
        <source>Next best: %1 at %2 RU/s, %3 a month.</source>
        <translation>次点: %1 (%2 RU/s、月額 %3)。</translation>
    </message>
    <message>
        <source>%1 cannot serve the design: %2.</source>
        <translation>%1 では設計を満たせません: %2。</translation>
    </message>
    <message>
        <source>No candidate can serve the design; the best is shown: %1.</source>
        <translation>設計を満たせる候補はありません。最善の候補を表示しています: %1。</translation>
    </message>
    <message>
        <source>The %1 stored need at least %2 RU/s, more than the traffic asks for: the storage sets the throughput.</source>
        <translation>格納されている %1 には少なくとも %2 RU/s が必要で、トラフィックが必要とする量を上回ります。スループットはストレージによって決まります。</translation>
    </message>
    <message>
        <source>a %1 document has no size limit (unbounded embedded children) and can pass the %2 item limit</source>
        <translation>%1 ドキュメントにはサイズの上限がなく (埋め込まれた子の数に上限がない)、アイテムの上限 %2 を超える可能性があります</translation>
    </message>
    <message>
        <source>a %1 document, with what is embedded in it, can reach %2, above the %3 item limit</source>
        <translation>埋め込まれた内容を含めると %1 ドキュメントは %2 に達する可能性があり、アイテムの上限 %3 を超えます</translation>
    </message>
    <message>
        <source>the transactional batch %1 writes to %2 containers; a batch runs in one logical partition of one container</source>
        <translation>トランザクション バッチ %1 は %2 個のコンテナーに書き込みますが、バッチは 1 つのコンテナーの 1 つの論理パーティション内で実行されます</translation>
    </message>
    <message>
        <source>%1 RU/s is above the %2 RU/s a container gets without asking: request a quota increase from Azure first.</source>
        <translation>%1 RU/s は、申請なしでコンテナーに割り当てられる %2 RU/s を超えています。先に Azure にクォータの引き上げを申請してください。</translation>
    </message>
    <message>
        <source>serverless accounts run in one region; the design asks for %1</source>
        <translation>サーバーレス アカウントは 1 つのリージョンでのみ実行されますが、設計では %1 個のリージョンを必要としています</translation>
    </message>
    <message>
        <source>a serverless container serves at most %1 RU/s; the peak needs %2 RU/s</source>
        <translation>サーバーレス コンテナーが処理できるのは最大 %1 RU/s ですが、ピーク時には %2 RU/s が必要です</translation>
    </message>
    <message>
        <source>a serverless container holds at most %1; this one holds %2</source>
        <translation type="vanished">サーバーレス コンテナーに格納できるのは最大 %1 ですが、このコンテナーには %2 あります</translation>
    </message>
    <message>
        <source>The heatmap shows the %1 busiest of %2 physical partitions one by one; the other %3 share one band at their average load.</source>
        <translation>ヒートマップには、物理パーティション %2 個のうち最も負荷の高い %1 個を個別に表示しています。残りの %3 個は平均負荷で 1 つの帯にまとめて表示しています。</translation>
    </message>
    <message>
        <source>Each document write maintains %1 indexed properties: about %2 RU (%1 × %3 RU, assumption indexedTermRu), against %4 RU with all %5 properties indexed. At %6 document writes/s on average that is %7 RU/s instead of %8 RU/s.</source>
        <translation>ドキュメントの書き込みごとに %1 個のインデックス付きプロパティを維持します: 約 %2 RU (%1 × %3 RU、前提条件 indexedTermRu)。全 %5 個のプロパティをインデックスに含めると %4 RU です。平均 %6 ドキュメント書き込み/s では %8 RU/s ではなく %7 RU/s になります。</translation>
    </message>
    <message>
        <source>the most popular key value needs %1 RU/s at peak; one logical partition serves at most %2 RU/s</source>
        <translation>最も人気のあるキー値はピーク時に %1 RU/s を必要としますが、1 つの論理パーティションが処理できるのは最大 %2 RU/s です</translation>
    </message>
    <message>
        <source>the largest key value holds %1; one logical partition holds at most %2</source>
        <translation>最大のキー値は %1 を保持しますが、1 つの論理パーティションが保持できるのは最大 %2 です</translation>
    </message>
    <message>
        <source>cross-partition lookups (%1) alone need %2 RU/s in every physical partition, %3 or more of its %4 RU/s: adding partitions cannot help</source>
        <translation>クロスパーティションの検索 (%1) だけで各物理パーティションに %2 RU/s が必要で、これはパーティションの %4 RU/s の %3 以上です。パーティションを追加しても解決しません</translation>
    </message>
    <message>
        <source>a constant key suits reference data under %1 and %2 RU/s; this container has %3 and %4 RU/s at peak</source>
        <translation>定数キーが適しているのは %1 未満かつ %2 RU/s 未満の参照データですが、このコンテナーは %3、ピーク時 %4 RU/s です</translation>
    </message>
    <message>
        <source>Point read of one %1 document (%2) by id and partition key: %3 RU on the measured size curve%4.</source>
        <translation>ID とパーティション キーによる %1 ドキュメント 1 件 (%2) のポイント読み取り: 実測のサイズ曲線で %3 RU%4。</translation>
    </message>
    <message>
        <source>the transactional batch %1 writes %2 documents, which have no /%3: the batch would span partition key values</source>
        <translation>トランザクション バッチ %1 が書き込む %2 ドキュメントには /%3 がないため、バッチが複数のパーティション キー値にまたがってしまいます</translation>
    </message>
    <message>
        <source>%1 documents have no %2: a query on it would miss them, or sort them after every page of the others, so they are read on their own.</source>
        <translation>%1 ドキュメントには %2 がありません。これで絞り込む・並べ替えるクエリでは見つからないか、ほかのドキュメントのどのページよりも後ろに並ぶため、別に読み取ります。</translation>
    </message>
    <message>
        <source>A logical partition can serve at most %1 RU/s; with %2 RU/s spread over the container&apos;s physical partitions (%3), each gets %4 RU/s. The hottest value uses %5 of the smaller limit.</source>
        <translation>論理パーティションが処理できるのは最大 %1 RU/s です。%2 RU/s をコンテナーの物理パーティション (%3) に分けると、それぞれ %4 RU/s になります。最もホットな値は小さい方の上限の %5 を使用します。</translation>
    </message>
    <message>
        <source>%1 RU index lookup per partition × %2 + %3 RU to load the documents = %4 RU</source>
        <translation>パーティションごとのインデックス検索 %1 RU × %2 + ドキュメントの読み込み %3 RU = %4 RU</translation>
    </message>
    <message>
        <source>The most popular %1 value receives %2 of the %3 RU/s that the key routes at peak: %4 RU/s. Its cross-partition queries and denormalised copies, %5 RU/s more, spread over every partition alike.</source>
        <translation>最も人気のある %1 の値は、ピーク時にキーが振り分ける %3 RU/s のうち %2 を受け取ります: %4 RU/s。このコンテナーのクロスパーティション クエリと非正規化コピーの更新 (さらに %5 RU/s) は、すべてのパーティションに均等に分散します。</translation>
    </message>
    <message>
        <source>Azure allows %1 computed properties per container; this one&apos;s document types declare %2: remove some or split the container.</source>
        <translation>Azure ではコンテナーあたりの計算プロパティは %1 個までですが、このコンテナーのドキュメント型は %2 個を宣言しています。いくつか削除するか、コンテナーを分けてください。</translation>
    </message>
    <message>
        <source>The vector and full-text policies are fixed when the container is created: a change later means a new container and a copy of the data.</source>
        <translation>ベクトル ポリシーとフルテキスト ポリシーはコンテナーの作成時に固定されます。後から変更するには、新しいコンテナーを作ってデータをコピーする必要があります。</translation>
    </message>
    <message>
        <source>%1.%2 sits inside an array: Azure searches vectors and text at document paths only, so it is left out of the container&apos;s search policies.</source>
        <translation>%1.%2 は配列の中にあります。Azure が検索できるベクトルとテキストはドキュメント直下のパスだけなので、コンテナーの検索ポリシーから外しています。</translation>
    </message>
    <message>
        <source>%1 is a vector of two document types with different embeddings; the container&apos;s policy takes %2&apos;s.</source>
        <translation>%1 は 2 つのドキュメント型で埋め込みの定義が異なるベクトルです。コンテナーのポリシーは %2 の定義を使います。</translation>
    </message>
    <message>
        <source>%1.%2: a %3 index is built from 1,000 vectors on; with %4 documents every search reads all of them (a flat index serves them exactly).</source>
        <translation>%1.%2: %3 インデックスはベクトルが 1,000 個になってから構築されます。ドキュメントが %4 件の今は、検索のたびにすべてのベクトルを読みます (flat インデックスなら正確に処理できます)。</translation>
    </message>
    <message>
        <source>Two document types compute %1 differently; a container has one definition of each computed property (%2 keeps its own out).</source>
        <translation>2 つのドキュメント型が %1 を異なる方法で計算しています。コンテナーには計算プロパティごとに 1 つの定義しか持てません (%2 の定義は外しています)。</translation>
    </message>
    <message>
        <source>key-prefix query</source>
        <translation>キー プレフィックス クエリ</translation>
    </message>
    <message>
        <source>Create</source>
        <comment>a write&apos;s cost line: Create 2 Order documents of 1 KB</comment>
        <translation>作成</translation>
    </message>
    <message>
        <source>Replace</source>
        <comment>a write&apos;s cost line: Replace 2 Order documents of 1 KB</comment>
        <translation>置換</translation>
    </message>
    <message>
        <source>Patch</source>
        <comment>a write&apos;s cost line: Patch 2 Order documents of 1 KB</comment>
        <translation>パッチ</translation>
    </message>
    <message>
        <source>Upsert</source>
        <comment>a write&apos;s cost line: Upsert 2 Order documents of 1 KB</comment>
        <translation>アップサート</translation>
    </message>
    <message>
        <source>Delete</source>
        <comment>a write&apos;s cost line: Delete 2 Order documents of 1 KB</comment>
        <translation>削除</translation>
    </message>
    <message>
        <source>Write</source>
        <comment>a write&apos;s cost line: Write 2 Order documents of 1 KB</comment>
        <translation>書き込み</translation>
    </message>
    <message>
        <source>%1 %2 document (%3 returned)</source>
        <translation>%2 ドキュメント %1 件 (%3 を返す)</translation>
    </message>
    <message>
        <source>%1 %2 %3 document of %4 with %5 indexed terms: %2 × %6 RU = %7 RU.</source>
        <translation>%1: %3 ドキュメント %2 件 (%4、インデックス項目 %5 個): %2 × %6 RU = %7 RU。</translation>
    </message>
    <message>
        <source>%1 %2 %3 documents of %4 with %5 indexed terms: %2 × %6 RU = %7 RU.</source>
        <translation>%1: %3 ドキュメント %2 件 (各 %4、インデックス項目 %5 個): %2 × %6 RU = %7 RU。</translation>
    </message>
    <message>
        <source>Changing %1.%2 also updates its copy %3.%4 in %5 %3 document: %5 × %6 RU = %7 RU.</source>
        <translation>%1.%2 を変更すると、%5 件の %3 ドキュメント内のコピー %3.%4 も更新されます: %5 × %6 RU = %7 RU。</translation>
    </message>
    <message>
        <source>Changing %1.%2 also updates its copy %3.%4 in %5 %3 documents: %5 × %6 RU = %7 RU.</source>
        <translation>%1.%2 を変更すると、%5 件の %3 ドキュメント内のコピー %3.%4 も更新されます: %5 × %6 RU = %7 RU。</translation>
    </message>
    <message>
        <source>%1 RU index lookup and %2 RU search per partition × %3 + %4 RU to load the top results = %5 RU</source>
        <translation>パーティションごとのインデックス参照 %1 RU と検索 %2 RU × %3 + 上位の結果の読み込み %4 RU = %5 RU</translation>
    </message>
    <message>
        <source>A search&apos;s cost per partition is an assumption (vectorSearchRu %1 RU, fullTextSearchRu %2 RU): replace it with the charge your account reports.</source>
        <translation>パーティションごとの検索コストは前提条件です (vectorSearchRu %1 RU、fullTextSearchRu %2 RU)。アカウントが報告する課金額に置き換えてください。</translation>
    </message>
    <message>
        <source>A copy of the %1 documents in %2, kept by the change feed and keyed by %3, would serve it from one partition: %4 RU instead of %5 RU, and about %6 a month less in total with the copies&apos; writes and storage.</source>
        <translation>変更フィードで維持され %3 をキーとする %1 ドキュメントのコピーを %2 に置けば、1 つのパーティションから処理できます: %5 RU ではなく %4 RU で、コピーの書き込みとストレージを含めても合計で月額約 %6 安くなります。</translation>
    </message>
    <message>
        <source>The caller passes %1, the partition key, so the query reads one partition: %2 RU instead of %3 RU.</source>
        <translation>呼び出し元がパーティション キー %1 を渡すため、クエリは 1 つのパーティションを読み取ります: %3 RU ではなく %2 RU です。</translation>
    </message>
    <message>
        <source>Served by %1, a global secondary index (preview) of %2 keyed by %3: the query reads one partition, %4 RU instead of %5 RU.</source>
        <translation>%1 で処理されます。これは %3 をキーとする %2 のグローバル セカンダリ インデックス (プレビュー) です: クエリは 1 つのパーティションを読み取り、%5 RU ではなく %4 RU です。</translation>
    </message>
    <message>
        <source>Served by %1, a change-feed view that keeps the newest %2 %3 documents in one partition: the query reads it, %4 RU instead of %5 RU.</source>
        <translation>%1 で処理されます。これは最新の %3 ドキュメント %2 件を 1 つのパーティションに保持する変更フィード ビューです: クエリはそれを読み取り、%5 RU ではなく %4 RU です。</translation>
    </message>
    <message>
        <source>Served by %1, where a change-feed view keeps copies of the %2 documents keyed by %3: the query reads one partition, %4 RU instead of %5 RU.</source>
        <translation>%1 で処理されます。ここでは変更フィード ビューが %3 をキーとして %2 ドキュメントのコピーを保持します: クエリは 1 つのパーティションを読み取り、%5 RU ではなく %4 RU です。</translation>
    </message>
    <message>
        <source>Its copy in %1, kept for a view or an index, is written too:</source>
        <translation>ビューまたはインデックス用に保持される %1 内のコピーも書き込まれます:</translation>
    </message>
    <message>
        <source>Sorted and cut to the first %1, the query has each partition return its own first %1 before the merge keeps %1: it loads %2 documents.</source>
        <translation>先頭 %1 件に絞った並べ替えのため、クエリは各パーティションにそれぞれの先頭 %1 件を返させ、マージで %1 件を残します。読み込むドキュメントは %2 件です。</translation>
    </message>
    <message>
        <source>Key %1 rather than %2, which costs this container less before remedies: with the views and indexes each key leads to, the whole design costs %3 a month against %4.</source>
        <translation>キーは %2 ではなく %1 です。対策の前はこのコンテナーだけなら %2 の方が安いものの、各キーに必要なビューとインデックスを含めると設計全体の費用は月額 %3 で、%2 では %4 になります。</translation>
    </message>
    <message>
        <source>Keyed for the read it serves: %1 gives its value, so that read asks one partition.</source>
        <translation>提供する読み取りに合わせたキーです。%1 の値がその読み取りで与えられるため、読み取りは 1 つのパーティションに問い合わせます。</translation>
    </message>
    <message>
        <source>%1 is not the cheapest key for this container alone, but the whole design costs least with it: %2 RU/s at peak, %3 a month here.</source>
        <translation>%1 はこのコンテナー単体では最安のキーではありませんが、設計全体の費用はこのキーで最小になります。ここではピーク時 %2 RU/s、月額 %3 です。</translation>
    </message>
    <message>
        <source>Cross-partition query for %1: no equality filter on the partition key %2, so every physical partition is asked, one today; %3%4.</source>
        <translation>%1 のクロスパーティション クエリ: パーティション キー %2 に対する等値フィルターがないため、すべての物理パーティションに問い合わせます (現在は 1 個)。%3%4。</translation>
    </message>
    <message>
        <source>Its copy in %1 is written only while the document is among the feed&apos;s newest, for %2 of these requests: %3 RU a request on average. Each time:</source>
        <translation>%1 内のコピーは、ドキュメントがフィードの最新分に含まれている間だけ書き込まれます。これはリクエストの %2 にあたり、平均で 1 リクエストあたり %3 RU です。1 回ごとの内訳:</translation>
    </message>
    <message>
        <source>Every document is under the one %1 value: it receives all %2 RU/s that the key routes at peak, the %3 RU/s of denormalised copies included. Its cross-partition queries, %4 RU/s more, spread over every partition alike.</source>
        <translation>すべてのドキュメントが %1 の 1 つの値の下にあります: ピーク時にキーが振り分ける %2 RU/s をすべて受け取り、そのうち %3 RU/s は非正規化コピーの更新です。このコンテナーのクロスパーティション クエリ (さらに %4 RU/s) は、すべてのパーティションに均等に分散します。</translation>
    </message>
    <message>
        <source>Every document is under the one %1 value: it receives the container&apos;s %2 RU/s at peak, the %3 RU/s of denormalised copies included.</source>
        <translation>すべてのドキュメントが %1 の 1 つの値の下にあります: ピーク時のコンテナーの %2 RU/s をすべて受け取り、そのうち %3 RU/s は非正規化コピーの更新です。</translation>
    </message>
    <message>
        <source>A feed: its newest documents are kept under one %1 value on purpose, so that the read asks one logical partition; that partition&apos;s limits are the ones to check.</source>
        <translation>フィード: 読み取りが 1 つの論理パーティションだけに問い合わせるよう、最新のドキュメントを意図的に %1 の 1 つの値の下に置いています。確認すべきはそのパーティションの上限です。</translation>
    </message>
    <message>
        <source>%1 RU index lookup per partition × %2 + %3 RU to load the documents, each charged what its size adds to a point read (a query never costs less than reading by id) = %4 RU</source>
        <translation>パーティションごとのインデックス検索 %1 RU × %2 + ドキュメントの読み込み %3 RU（各ドキュメントには、そのサイズがポイント読み取りに加える分を課金。クエリが ID による読み取りより安くなることはありません）= %4 RU</translation>
    </message>
    <message>
        <source>The unique key %1 of %2 combines %3 paths, but Azure allows at most %4 in one unique key, so the container cannot be created with it. Split it into smaller composite keys or enforce it in the application.</source>
        <translation>%2 の一意キー %1 は %3 個のパスを組み合わせていますが、Azure では 1 つの一意キーに最大 %4 個までのため、このままではコンテナーを作成できません。より小さな複合キーに分けるか、アプリケーションで強制してください。</translation>
    </message>
    <message>
        <source>%1 %2 × %3 links ÷ %4 per %5</source>
        <translation>%1 件の %2 × リンク %3 ÷ %5 あたり %4</translation>
    </message>
    <message>
        <source>%1 %2 × %3</source>
        <translation>%1 件の %2 × %3</translation>
    </message>
    <message>
        <source>the key of its %1, which the relationship implies</source>
        <translation>リレーションシップから分かる、その %1 のキー</translation>
    </message>
    <message>
        <source>as many as there are %1 documents</source>
        <translation>%1 のドキュメントと同じ数</translation>
    </message>
    <message>
        <source>its first level %1 grows with time, so each new value starts in one physical partition: the newest takes %2 RU/s at peak, and one physical partition serves at most %3 RU/s</source>
        <translation>最初のレベル %1 は時間とともに増えるため、新しい値はそれぞれ 1 つの物理パーティションから始まります。最新の値はピーク時に %2 RU/s を必要としますが、1 つの物理パーティションが処理できるのは最大 %3 RU/s です</translation>
    </message>
    <message>
        <source>No access pattern looks up the documents of %1 by an equality filter yet, so every key would scan alike and the key stays their own id, %2. Filter a read by what it asks for, and the key that filter gives can serve it from one partition.</source>
        <translation>%1 のドキュメントを等価フィルターで検索するアクセス パターンはまだないため、どのキーでも同じようにスキャンすることになり、キーはドキュメント自身の ID %2 のままです。読み取りを、その読み取りが求める値で絞り込むと、そのフィルターが与えるキーで 1 つのパーティションから処理できます。</translation>
    </message>
    <message>
        <source>No access pattern looks up the documents of %1 by an equality filter yet, so every key would scan alike and the key stays their own id, %2. Filter a read by what it asks for (%3 = @value, say), and the key that filter gives can serve it from one partition.</source>
        <translation>%1 のドキュメントを等価フィルターで検索するアクセス パターンはまだないため、どのキーでも同じようにスキャンすることになり、キーはドキュメント自身の ID %2 のままです。読み取りを、その読み取りが求める値で絞り込むと (たとえば %3 = @value)、そのフィルターが与えるキーで 1 つのパーティションから処理できます。</translation>
    </message>
    <message>
        <source>the most one key value can have</source>
        <translation>1 つのキー値の上限</translation>
    </message>
    <message>
        <source>its physical partition&apos;s share: %1 RU/s provisioned ÷ %2 partitions</source>
        <translation>物理パーティションの割り当て分: プロビジョニング %1 RU/s ÷ %2 パーティション</translation>
    </message>
    <message>
        <source>%1 has no maximum under one key value (an unbounded relationship) and no TTL: its logical partition keeps growing towards the %2 limit. Give the relationship a maximum, the documents a TTL, or the key a second level.</source>
        <translation>%1 は 1 つのキー値の下で上限がなく (上限のないリレーションシップ)、TTL もありません。その論理パーティションは %2 の上限に向かって増え続けます。リレーションシップに最大数を、ドキュメントに TTL を、またはキーに 2 つ目の階層を与えてください。</translation>
    </message>
    <message>
        <source>the %1 RU/s provisioned for its one physical partition</source>
        <translation>1 つの物理パーティションにプロビジョニングされた %1 RU/s</translation>
    </message>
    <message>
        <source>Manual, shared by the database</source>
        <translation>手動、データベースで共有</translation>
    </message>
    <message>
        <source>Autoscale, shared by the database</source>
        <translation>自動スケーリング、データベースで共有</translation>
    </message>
    <message>
        <source>Shared by the database, with the free tier</source>
        <translation>データベースで共有、Free レベル適用</translation>
    </message>
    <message>
        <source>%1 keeps its own throughput: a database shares its throughput with at most %2 containers, and %1 is busier than the %2 that share it</source>
        <translation>%1 は専用のスループットを保持します: データベースがスループットを共有できるのは最大 %2 個のコンテナーで、%1 は共有する %2 個より負荷が高いためです</translation>
    </message>
    <message>
        <source>%1 keeps its own throughput: its busiest key value needs %2 RU/s, and one of the shared database&apos;s %3 partitions gets %4 RU/s of its %5 RU/s</source>
        <translation>%1 は専用のスループットを保持します: 最も負荷の高いキー値には %2 RU/s が必要ですが、共有データベースの %3 個のパーティションの 1 つが得られるのは %5 RU/s のうち %4 RU/s です</translation>
    </message>
    <message>
        <source>No container can share the database&apos;s throughput; each keeps its own.</source>
        <translation>データベースのスループットを共有できるコンテナーはありません。各コンテナーが専用のスループットを保持します。</translation>
    </message>
    <message numerus="yes">
        <source>The database provisions %1 RU/s over %n physical partition(s), shared by %2.</source>
        <translation>
            <numerusform>データベースは %n 個の物理パーティションに %1 RU/s をプロビジョニングし、%2 がこれを共有します。</numerusform>
        </translation>
    </message>
    <message>
        <source>No container in a shared database has throughput of its own: a burst in one slows the others. Azure advises it for many small containers, and throughput per container for the rest.</source>
        <translation>共有データベースのコンテナーには専用のスループットがありません。1 つのコンテナーで負荷が急増すると、他のコンテナーが遅くなります。Azure は、小さなコンテナーが多数ある場合にこれを勧め、それ以外にはコンテナーごとのスループットを勧めています。</translation>
    </message>
</context>
<context>
    <name>cosmos::AssumptionUnit</name>
    <message>
        <source>share</source>
        <translation>割合</translation>
    </message>
    <message>
        <source>links</source>
        <translation>リンク</translation>
    </message>
    <message>
        <source>paths</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>records</source>
        <translation>レコード</translation>
    </message>
    <message>
        <source>values</source>
        <translation>値</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>writes/s</source>
        <translation>書き込み/秒</translation>
    </message>
</context>
<context>
    <name>cosmos::Assumptions</name>
    <message>
        <source>Aggregate decisions</source>
        <translation>集約の判断</translation>
    </message>
    <message>
        <source>Correlation from which a child is embedded in its parent&apos;s document</source>
        <translation>子を親のドキュメントに埋め込む相関のしきい値</translation>
    </message>
    <message>
        <source>Correlation from which a child is co-located in its parent&apos;s container</source>
        <translation>子を親のコンテナーに同居させる相関のしきい値</translation>
    </message>
    <message>
        <source>Correlation from which an identifying child is co-located</source>
        <translation>識別関係の子を同居させる相関のしきい値</translation>
    </message>
    <message>
        <source>Largest share of child reads without the parent that still allows embedding</source>
        <translation>埋め込みを許容する、親なしでの子の読み取り割合の上限</translation>
    </message>
    <message>
        <source>Most links per side for which many-to-many ids are duplicated on both sides</source>
        <translation>多対多で両側に ID を複製する、片側あたりのリンク数の上限</translation>
    </message>
    <message>
        <source>Largest embedded document the design accepts</source>
        <translation>設計で許容する埋め込みドキュメントの最大サイズ</translation>
    </message>
    <message>
        <source>Azure&apos;s item size limit (2 MB)</source>
        <translation>Azure のアイテム サイズ上限 (2 MB)</translation>
    </message>
    <message>
        <source>How much cheaper another alternative must be before a note is shown</source>
        <translation>注記を表示するために、別の選択肢がどれだけ安くなる必要があるか</translation>
    </message>
    <message>
        <source>Consolidation</source>
        <translation>統合</translation>
    </message>
    <message>
        <source>Access overlap above which related containers are consolidated</source>
        <translation>関連するコンテナーを統合するアクセスの重なりのしきい値</translation>
    </message>
    <message>
        <source>Access overlap below which related containers stay separate</source>
        <translation>関連するコンテナーを分離したままにするアクセスの重なりのしきい値</translation>
    </message>
    <message>
        <source>Request costs</source>
        <translation>要求のコスト</translation>
    </message>
    <message>
        <source>Read cost multiplier under strong and bounded-staleness consistency</source>
        <translation>厳密および有界整合性制約での読み取りコストの倍率</translation>
    </message>
    <message>
        <source>Write cost multiplier in containers with unique keys</source>
        <translation>一意キーを持つコンテナーでの書き込みコストの倍率</translation>
    </message>
    <message>
        <source>Capacity and prices</source>
        <translation>容量と価格</translation>
    </message>
    <message>
        <source>Smallest manual (provisioned) throughput of a container</source>
        <translation>コンテナーの手動 (プロビジョニング) スループットの最小値</translation>
    </message>
    <message>
        <source>Manual throughput is set in steps of this size</source>
        <translation>手動スループットはこの単位で設定します</translation>
    </message>
    <message>
        <source>Smallest autoscale maximum of a container</source>
        <translation>コンテナーの自動スケーリング最大値の最小値</translation>
    </message>
    <message>
        <source>Autoscale maximum is set in steps of this size</source>
        <translation>自動スケーリング最大値はこの単位で設定します</translation>
    </message>
    <message>
        <source>Autoscale never bills below this share of its maximum</source>
        <translation>自動スケーリングは最大値のこの割合を下回って課金されることはありません</translation>
    </message>
    <message>
        <source>Price of 100 RU/s of manual throughput for one hour in one region</source>
        <translation>1 リージョンでの手動スループット 100 RU/s の 1 時間あたりの価格</translation>
    </message>
    <message>
        <source>Price of 100 RU/s of autoscale throughput for one hour in one region</source>
        <translation>1 リージョンでの自動スケーリング スループット 100 RU/s の 1 時間あたりの価格</translation>
    </message>
    <message>
        <source>Serverless price of one million request units</source>
        <translation>サーバーレスでの 100 万要求ユニットの価格</translation>
    </message>
    <message>
        <source>Price of one GB stored for a month in one region</source>
        <translation>1 リージョンで 1 GB を 1 か月保存する価格</translation>
    </message>
    <message>
        <source>Hours in a billing month</source>
        <translation>課金月の時間数</translation>
    </message>
    <message>
        <source>Seconds in a billing month</source>
        <translation>課金月の秒数</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>パーティション</translation>
    </message>
    <message>
        <source>Throughput limit of one logical or physical partition</source>
        <translation>論理または物理パーティション 1 つのスループット上限</translation>
    </message>
    <message>
        <source>Storage of one physical partition before it splits</source>
        <translation>物理パーティションが分割される前のストレージ量</translation>
    </message>
    <message>
        <source>Storage limit of one logical partition (one key value)</source>
        <translation>論理パーティション 1 つ (1 つのキー値) のストレージ上限</translation>
    </message>
    <message>
        <source>Utilisation of a partition limit from which it is reported as a warning</source>
        <translation>警告として報告するパーティション上限の使用率</translation>
    </message>
    <message>
        <source>Target utilisation of the hottest shard when a synthetic key suffix is proposed</source>
        <translation>合成キーのサフィックスを提案するときの、最もホットなシャードの目標使用率</translation>
    </message>
    <message>
        <source>Fewer distinct key values than this is a low-cardinality key</source>
        <translation>個別のキー値がこれより少ないキーは低カーディナリティとみなします</translation>
    </message>
    <message>
        <source>Peak writes per second from which the massive-scale questions apply</source>
        <translation>大規模向けの質問を適用する、ピーク時の毎秒書き込み数</translation>
    </message>
    <message>
        <source>Records grouped into one document by the binning estimate</source>
        <translation>ビニングの見積もりで 1 つのドキュメントにまとめるレコード数</translation>
    </message>
    <message>
        <source>Indexing and unique keys</source>
        <translation>インデックスと一意キー</translation>
    </message>
    <message>
        <source>Largest share of queried properties for which selective indexing is used</source>
        <translation>選択的インデックスを使用する、クエリ対象プロパティの割合の上限</translation>
    </message>
    <message>
        <source>Azure&apos;s limit of unique-key constraints per container</source>
        <translation>Azure のコンテナーあたりの一意キー制約の上限</translation>
    </message>
    <message>
        <source>Azure&apos;s limit of unique-key paths per container</source>
        <translation type="vanished">Azure のコンテナーあたりの一意キー パスの上限</translation>
    </message>
    <message>
        <source>Write cost of each indexed term a written document holds</source>
        <translation>書き込まれるドキュメントに含まれるインデックス項目 1 つあたりの書き込みコスト</translation>
    </message>
    <message>
        <source>Index lookup of a query in each physical partition it visits</source>
        <translation>クエリがアクセスする物理パーティションごとのインデックス検索コスト</translation>
    </message>
    <message>
        <source>Cost of loading each document a query returns, as a share of that document&apos;s point read</source>
        <translation>クエリが返す各ドキュメントの読み込みコスト (そのドキュメントのポイント読み取りに対する割合)</translation>
    </message>
    <message>
        <source>Hours a day at peak traffic; the other hours run at the average</source>
        <translation>1 日のうちピーク トラフィックが続く時間数 (それ以外の時間は平均で推移)</translation>
    </message>
    <message>
        <source>Price of 100 RU/s for one hour in each region when every region accepts writes</source>
        <translation>すべてのリージョンが書き込みを受け付ける場合の、各リージョンでの 100 RU/s の 1 時間あたりの価格</translation>
    </message>
    <message>
        <source>Smallest manual throughput for each GB stored</source>
        <translation>格納データ 1 GB あたりの手動スループットの最小値</translation>
    </message>
    <message>
        <source>Smallest autoscale maximum for each GB stored</source>
        <translation>格納データ 1 GB あたりの自動スケーリング最大値の最小値</translation>
    </message>
    <message>
        <source>Most RU/s a serverless container can serve</source>
        <translation>サーバーレス コンテナーが処理できる RU/s の上限</translation>
    </message>
    <message>
        <source>Most data a serverless container can hold</source>
        <translation type="vanished">サーバーレス コンテナーに格納できるデータ量の上限</translation>
    </message>
    <message>
        <source>Throughput above which a container needs a quota increase from Azure</source>
        <translation>これを超えるとコンテナーに Azure でのクォータ引き上げが必要になるスループット</translation>
    </message>
    <message>
        <source>Throughput the free tier offer leaves unbilled</source>
        <translation>Free レベルで課金されないスループット</translation>
    </message>
    <message>
        <source>Storage the free tier offer leaves unbilled</source>
        <translation>Free レベルで課金されないストレージ</translation>
    </message>
    <message>
        <source>Throughput discount of one year of reserved capacity</source>
        <translation>1 年間の予約容量によるスループットの割引率</translation>
    </message>
    <message>
        <source>Throughput discount of three years of reserved capacity</source>
        <translation>3 年間の予約容量によるスループットの割引率</translation>
    </message>
    <message>
        <source>Share of a partition&apos;s throughput that cross-partition lookups alone may use before the design is infeasible</source>
        <translation>クロスパーティションの検索だけで使用できるパーティション スループットの割合 (これを超えると設計は実現不可能)</translation>
    </message>
    <message>
        <source>Largest reference data kept under one constant /type key</source>
        <translation>1 つの定数 /type キーの下に保持する参照データの最大サイズ</translation>
    </message>
    <message>
        <source>Most peak RU/s of reference data kept under one constant /type key</source>
        <translation>1 つの定数 /type キーの下に保持する参照データのピーク時 RU/s の上限</translation>
    </message>
    <message>
        <source>Vector index search of a vector or hybrid search in each physical partition it visits</source>
        <translation>ベクトル検索またはハイブリッド検索が訪れる物理パーティションごとのベクトル インデックス検索</translation>
    </message>
    <message>
        <source>Full-text index search and scoring of a full-text or hybrid search in each physical partition it visits</source>
        <translation>フルテキスト検索またはハイブリッド検索が訪れる物理パーティションごとのフルテキスト インデックス検索とスコア計算</translation>
    </message>
    <message>
        <source>Remedies</source>
        <translation>対策</translation>
    </message>
    <message>
        <source>Age by which a document has had half of its updates; a feed of the newest documents copies only the updates of those still in it</source>
        <translation>ドキュメントが更新の半分を受けるまでの経過時間。最新ドキュメントのフィードは、まだフィード内にあるドキュメントの更新だけをコピーします</translation>
    </message>
    <message>
        <source>Azure&apos;s limit of paths in one unique-key constraint</source>
        <translation>Azure の 1 つの一意キー制約あたりのパスの上限</translation>
    </message>
    <message>
        <source>Most containers one database shares its throughput with</source>
        <translation>1 つのデータベースがスループットを共有できるコンテナーの最大数</translation>
    </message>
</context>
<context>
    <name>cosmos::AssumptionsPanel</name>
    <message>
        <source>Assumption</source>
        <translation>前提条件</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>既定値</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>単位</translation>
    </message>
    <message>
        <source>Reset Selected</source>
        <translation>選択項目をリセット</translation>
    </message>
    <message>
        <source>Reset All to Defaults</source>
        <translation>すべて既定値に戻す</translation>
    </message>
    <message>
        <source>Reset %1</source>
        <translation>%1 をリセット</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 を変更</translation>
    </message>
    <message>
        <source>Reset All Assumptions</source>
        <translation>すべての前提条件をリセット</translation>
    </message>
    <message>
        <source>Request charges by document size</source>
        <translation>ドキュメント サイズ別の要求コスト</translation>
    </message>
    <message>
        <source>Point read, create of a %1 document</source>
        <translation>%1 のドキュメントのポイント読み取り、作成</translation>
    </message>
    <message>
        <source>sizeCurve row %1: edit as &quot;read, create&quot;</source>
        <translation>sizeCurve の %1 行目: &quot;読み取り, 作成&quot; の形式で編集します</translation>
    </message>
    <message>
        <source>Change the Size Curve</source>
        <translation>サイズ曲線を変更</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not &quot;read, create&quot; (two numbers)</source>
        <translation>「%1」は「読み取り, 作成」(2 つの数値) の形ではありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>「%1」は数値ではありません</translation>
    </message>
    <message>
        <source>Default: %1 %2</source>
        <translation>既定値: %1 %2</translation>
    </message>
    <message>
        <source>Derived from the model, not typed</source>
        <translation>モデルから導出 (入力なし)</translation>
    </message>
    <message>
        <source>%1 documents, from %2</source>
        <translation>%1 ドキュメント数 (%2 から)</translation>
    </message>
    <message>
        <source>documents</source>
        <translation>ドキュメント</translation>
    </message>
    <message>
        <source>%1 documents carry %2, %3</source>
        <translation>%1 ドキュメントは %2 を持つ (%3)</translation>
    </message>
    <message>
        <source>values</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Distinct values of %1.%2, %3</source>
        <translation>%1.%2 の異なる値の数 (%3)</translation>
    </message>
    <message>
        <source>Derived: type the value on %1 in the inspector to replace it.</source>
        <translation>導出値です。置き換えるにはインスペクターで %1 に値を入力してください。</translation>
    </message>
</context>
<context>
    <name>cosmos::AttributeTree</name>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>型</translation>
    </message>
    <message>
        <source>Req.</source>
        <translation>必須</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>一意</translation>
    </message>
    <message>
        <source>Unique group</source>
        <translation>一意グループ</translation>
    </message>
    <message>
        <source>Distinct</source>
        <translation>個別値</translation>
    </message>
    <message>
        <source>Hottest share</source>
        <translation>最頻値の割合</translation>
    </message>
    <message>
        <source>Copy of</source>
        <translation>コピー元</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Add Member</source>
        <translation>メンバーを追加</translation>
    </message>
    <message>
        <source>Add a member to the selected object or array attribute</source>
        <translation>選択したオブジェクト属性または配列属性にメンバーを追加します</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Add an attribute: type its name, Tab to its type, Enter for the next one</source>
        <translation>属性を追加: 名前を入力し、Tab キーで型へ、Enter キーで次の属性へ</translation>
    </message>
    <message>
        <source>Type the new attribute&apos;s name</source>
        <translation>新しい属性の名前を入力</translation>
    </message>
</context>
<context>
    <name>cosmos::AutoSaver</name>
    <message>
        <source>%1 cannot be written</source>
        <translation>%1 に書き込めません</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the application is ending</source>
        <translation>アプリケーションを終了しています</translation>
    </message>
</context>
<context>
    <name>cosmos::BackgroundTask</name>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>キャンセルしています…</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 / %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>cosmos::CanvasActions</name>
    <message>
        <source>Cu&amp;t</source>
        <translation>切り取り(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>すべて選択(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>名前の変更(&amp;R)</translation>
    </message>
    <message>
        <source>Add &amp;Entity</source>
        <translation>エンティティを追加(&amp;E)</translation>
    </message>
    <message>
        <source>Add an entity (or double-click the canvas)</source>
        <translation>エンティティを追加します (キャンバスをダブルクリックしても追加できます)</translation>
    </message>
    <message>
        <source>Add &amp;Relationship</source>
        <translation>リレーションシップを追加(&amp;R)</translation>
    </message>
    <message>
        <source>Add Access &amp;Pattern</source>
        <translation>アクセス パターンを追加(&amp;P)</translation>
    </message>
    <message>
        <source>Add an access pattern over the selected entities</source>
        <translation>選択したエンティティに対するアクセス パターンを追加します</translation>
    </message>
    <message>
        <source>Automatic &amp;Layout</source>
        <translation>自動レイアウト(&amp;L)</translation>
    </message>
    <message>
        <source>Arrange the cards, grouped by container</source>
        <translation>カードをコンテナーごとにまとめて配置します</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>実際のサイズ(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>ウィンドウに合わせる(&amp;F)</translation>
    </message>
    <message>
        <source>Zoom to &amp;Selection</source>
        <translation>選択範囲にズーム(&amp;S)</translation>
    </message>
    <message>
        <source>Snap to &amp;Grid</source>
        <translation>グリッドにスナップ(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Minimap</source>
        <translation>ミニマップ(&amp;M)</translation>
    </message>
    <message>
        <source>Heat &amp;Legend</source>
        <translation>ヒートの凡例(&amp;L)</translation>
    </message>
    <message>
        <source>Export Canvas as &amp;Image…</source>
        <translation>キャンバスを画像としてエクスポート(&amp;I)…</translation>
    </message>
    <message>
        <source>Export Canvas</source>
        <translation>キャンバスのエクスポート</translation>
    </message>
    <message>
        <source>PNG image (*.png);;PNG image at 2× (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 画像 (*.png);;PNG 画像 2 倍 (*.png);;SVG 図形 (*.svg);;PDF ドキュメント (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot Export Canvas</source>
        <translation>キャンバスをエクスポートできません</translation>
    </message>
    <message>
        <source>Relate two entities: the two selected, parent first, or the cards you click next (or drag from a card&apos;s handle)</source>
        <translation>2 つのエンティティを関連付けます: 選択した 2 つを親、子の順に、または次にクリックするカードを関連付けます (カードのハンドルからドラッグしても関連付けられます)</translation>
    </message>
</context>
<context>
    <name>cosmos::CanvasController</name>
    <message>
        <source>Add Entity</source>
        <translation>エンティティを追加</translation>
    </message>
    <message>
        <source>Add Relationship</source>
        <translation>リレーションシップを追加</translation>
    </message>
    <message>
        <source>Add Access Pattern</source>
        <translation>アクセス パターンを追加</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>%1 の名前を変更</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 を移動</translation>
    </message>
    <message numerus="yes">
        <source>Move %n Entities</source>
        <translation>
            <numerusform>%n 個のエンティティを移動</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Object(s)</source>
        <translation>
            <numerusform>%n 個のオブジェクトを削除</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n Entities</source>
        <translation>
            <numerusform>%n 個のエンティティを貼り付け</numerusform>
        </translation>
    </message>
    <message>
        <source>Automatic Layout</source>
        <translation>自動レイアウト</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>貼り付け</translation>
    </message>
    <message>
        <source>the clipboard holds no entities</source>
        <translation>クリップボードにエンティティがありません</translation>
    </message>
    <message>
        <source>a relationship joins two entities: add a second one first</source>
        <translation>リレーションシップは 2 つのエンティティを結び付けます: 先に 2 つ目のエンティティを追加してください</translation>
    </message>
    <message>
        <source>Click the child entity of %1 (Esc cancels).</source>
        <translation>%1 の子エンティティをクリックしてください (Esc キーでキャンセル)。</translation>
    </message>
    <message>
        <source>Click the parent entity, then its child (Esc cancels).</source>
        <translation>親エンティティ、次にその子エンティティをクリックしてください (Esc キーでキャンセル)。</translation>
    </message>
</context>
<context>
    <name>cosmos::CanvasExport</name>
    <message>
        <source>The canvas is empty.</source>
        <translation>キャンバスが空です。</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>%1 に書き込めませんでした。</translation>
    </message>
</context>
<context>
    <name>cosmos::ChecklistPanel</name>
    <message>
        <source>Severity</source>
        <translation>重大度</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>対象</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>検出結果</translation>
    </message>
    <message>
        <source>Double-click or press Enter to select the subject on the canvas</source>
        <translation>ダブルクリックするか Enter キーを押すと、キャンバス上の対象が選択されます</translation>
    </message>
    <message>
        <source>Nothing open: the model passes every check.</source>
        <translation>未解決の項目はありません: モデルはすべてのチェックに合格しています。</translation>
    </message>
    <message>
        <source>To resolve: %1</source>
        <translation>解決方法: %1</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <comment>errors, warnings, notes</comment>
        <translation>%1、%2、%3</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>エラー %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>警告 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>メモ %n 件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cosmos::Choices</name>
    <message>
        <source>Provisioned (manual)</source>
        <translation>プロビジョニング済み (手動)</translation>
    </message>
    <message>
        <source>Autoscale</source>
        <translation>自動スケーリング</translation>
    </message>
    <message>
        <source>Serverless</source>
        <translation>サーバーレス</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>厳密</translation>
    </message>
    <message>
        <source>Bounded staleness</source>
        <translation>有界整合性制約</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>セッション</translation>
    </message>
    <message>
        <source>Consistent prefix</source>
        <translation>一貫性のあるプレフィックス</translation>
    </message>
    <message>
        <source>Eventual</source>
        <translation>最終的</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>string</source>
        <translation>文字列</translation>
    </message>
    <message>
        <source>number</source>
        <translation>数値</translation>
    </message>
    <message>
        <source>boolean</source>
        <translation>ブール値</translation>
    </message>
    <message>
        <source>date/time</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <source>array</source>
        <translation>配列</translation>
    </message>
    <message>
        <source>Bounded</source>
        <translation>上限あり</translation>
    </message>
    <message>
        <source>Unbounded (keeps growing)</source>
        <translation>上限なし (増え続ける)</translation>
    </message>
    <message>
        <source>One to one</source>
        <translation>1 対 1</translation>
    </message>
    <message>
        <source>One to few</source>
        <translation>1 対少数</translation>
    </message>
    <message>
        <source>One to many</source>
        <translation>1 対多</translation>
    </message>
    <message>
        <source>Many to many</source>
        <translation>多対多</translation>
    </message>
    <message>
        <source>Point read</source>
        <translation>ポイント読み取り</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>クエリ</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>作成</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>置換</translation>
    </message>
    <message>
        <source>Patch</source>
        <translation>パッチ</translation>
    </message>
    <message>
        <source>Upsert</source>
        <translation>アップサート</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>バッチ</translation>
    </message>
    <message>
        <source>equals</source>
        <translation>等しい</translation>
    </message>
    <message>
        <source>range</source>
        <translation>範囲</translation>
    </message>
    <message>
        <source>contains</source>
        <translation>含む</translation>
    </message>
    <message>
        <source>ascending</source>
        <translation>昇順</translation>
    </message>
    <message>
        <source>descending</source>
        <translation>降順</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>ドラフト</translation>
    </message>
    <message>
        <source>Validated</source>
        <translation>検証済み</translation>
    </message>
    <message>
        <source>vector</source>
        <translation>ベクトル</translation>
    </message>
    <message>
        <source>Vector search</source>
        <translation>ベクトル検索</translation>
    </message>
    <message>
        <source>Full-text search</source>
        <translation>フルテキスト検索</translation>
    </message>
    <message>
        <source>Hybrid search</source>
        <translation>ハイブリッド検索</translation>
    </message>
    <message>
        <source>near (vector)</source>
        <translation>近い (ベクトル)</translation>
    </message>
    <message>
        <source>cosine</source>
        <translation>コサイン</translation>
    </message>
    <message>
        <source>dot product</source>
        <translation>内積</translation>
    </message>
    <message>
        <source>Euclidean</source>
        <translation>ユークリッド</translation>
    </message>
    <message>
        <source>DiskANN</source>
        <translation>DiskANN</translation>
    </message>
    <message>
        <source>quantized flat</source>
        <translation>量子化フラット</translation>
    </message>
    <message>
        <source>flat (exact)</source>
        <translation>フラット (厳密)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
</context>
<context>
    <name>cosmos::ComparisonPanel</name>
    <message>
        <source>Alternative to compare with</source>
        <translation>比較する代替案</translation>
    </message>
    <message>
        <source>Compare the current design with</source>
        <translation>現在の設計の比較対象</translation>
    </message>
    <message>
        <source>This model has no alternatives yet. Use Model › Alternatives › Duplicate as Alternative… to keep a copy of the current design, change the current design, and compare the two here.</source>
        <translation>このモデルにはまだ代替案がありません。[モデル] › [代替案] › [代替案として複製…] で現在の設計のコピーを保持し、現在の設計を変更してから、ここで 2 つを比較してください。</translation>
    </message>
    <message>
        <source>Current design</source>
        <translation>現在の設計</translation>
    </message>
    <message>
        <source>Changes read &lt;b&gt;%1&lt;/b&gt; compared with &lt;b&gt;%2&lt;/b&gt;: ▼ in green is cheaper or lighter, ▲ in red costs more.</source>
        <translation>変化は &lt;b&gt;%2&lt;/b&gt; と比較した &lt;b&gt;%1&lt;/b&gt; の値です: 緑の ▼ は安価または軽量、赤の ▲ はコスト増です。</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>月額コスト</translation>
    </message>
    <message>
        <source>RU/s at peak</source>
        <translation>ピーク時 RU/s</translation>
    </message>
    <message>
        <source>RU/s on average</source>
        <translation>平均 RU/s</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>ストレージ</translation>
    </message>
</context>
<context>
    <name>cosmos::ComparisonView</name>
    <message>
        <source>(new)</source>
        <translation>(新規)</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>変化なし</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>warm</source>
        <translation>ウォーム</translation>
    </message>
    <message>
        <source>hot</source>
        <translation>ホット</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <source>(no such relationship)</source>
        <translation>(該当するリレーションシップなし)</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>未決定</translation>
    </message>
    <message>
        <source>%1 (rule %2)</source>
        <translation>%1 (ルール %2)</translation>
    </message>
    <message>
        <source>Provisioned</source>
        <translation>プロビジョニング済み</translation>
    </message>
    <message>
        <source>Autoscale</source>
        <translation>自動スケーリング</translation>
    </message>
    <message>
        <source>Serverless</source>
        <translation>サーバーレス</translation>
    </message>
    <message>
        <source>Monthly cost in each capacity mode</source>
        <translation>容量モード別の月額コスト</translation>
    </message>
    <message>
        <source>Capacity mode</source>
        <translation>容量モード</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変化</translation>
    </message>
    <message>
        <source> (chosen)</source>
        <translation> (選択中)</translation>
    </message>
    <message>
        <source>Decisions that differ</source>
        <translation>異なる判断</translation>
    </message>
    <message>
        <source>Every relationship is decided the same way.</source>
        <translation>すべてのリレーションシップが同じように判断されています。</translation>
    </message>
    <message>
        <source>Relationship</source>
        <translation>リレーションシップ</translation>
    </message>
    <message>
        <source>Containers</source>
        <translation>コンテナー</translation>
    </message>
    <message>
        <source>Container</source>
        <translation>コンテナー</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>パーティション キー</translation>
    </message>
    <message>
        <source>RU/s at peak</source>
        <translation>ピーク時 RU/s</translation>
    </message>
    <message>
        <source>Provisioned RU/s</source>
        <translation>プロビジョニング済み RU/s</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>パーティション</translation>
    </message>
    <message>
        <source>Hottest partition</source>
        <translation>最もホットなパーティション</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>月額コスト</translation>
    </message>
    <message>
        <source>only in %1</source>
        <translation>%1 のみ</translation>
    </message>
    <message>
        <source>Access patterns whose route or request cost changed</source>
        <translation>ルートまたは要求コストが変わったアクセス パターン</translation>
    </message>
    <message>
        <source>Every access pattern is routed the same way at the same cost.</source>
        <translation>すべてのアクセス パターンが同じルート、同じコストで処理されます。</translation>
    </message>
    <message>
        <source>Access pattern</source>
        <translation>アクセス パターン</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>ルート</translation>
    </message>
    <message>
        <source>RU per request</source>
        <translation>要求あたりの RU</translation>
    </message>
</context>
<context>
    <name>cosmos::ComputedPropertiesTable</name>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>クエリ</translation>
    </message>
    <message>
        <source>A property the container computes from each document, e.g. cp_lowerName = SELECT VALUE LOWER(c.name) FROM c</source>
        <translation>コンテナーが各ドキュメントから計算するプロパティ。例: cp_lowerName = SELECT VALUE LOWER(c.name) FROM c</translation>
    </message>
    <message>
        <source>Add Computed Property</source>
        <translation>計算プロパティを追加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
</context>
<context>
    <name>cosmos::ContainersPanel</name>
    <message>
        <source>One path, or 2–3 comma-separated paths for a hierarchical key</source>
        <translation>パスを 1 つ、または階層キーの場合はコンマ区切りで 2–3 個のパス</translation>
    </message>
    <message>
        <source>Use Recommended</source>
        <translation>推奨を使用</translation>
    </message>
    <message>
        <source>Hottest value</source>
        <translation>最もホットな値</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>パーティション キー</translation>
    </message>
    <message>
        <source>Document types</source>
        <translation>ドキュメントの種類</translation>
    </message>
    <message>
        <source>Hottest logical partition: %1</source>
        <translation>最もホットな論理パーティション: %1</translation>
    </message>
    <message>
        <source>No container yet: add entities and access patterns.</source>
        <translation>コンテナーはまだありません: エンティティとアクセス パターンを追加してください。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1%2&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;%1%2&lt;/h3&gt;</translation>
    </message>
    <message>
        <source> &lt;small&gt;(assignment overridden)&lt;/small&gt;</source>
        <translation> &lt;small&gt;(割り当てをオーバーライド)&lt;/small&gt;</translation>
    </message>
    <message>
        <source>%1 (embedded)</source>
        <translation>%1 (埋め込み)</translation>
    </message>
    <message>
        <source>As analysed</source>
        <translation>分析どおり</translation>
    </message>
    <message>
        <source>New container…</source>
        <translation>新しいコンテナー…</translation>
    </message>
    <message>
        <source>provisioned %1 RU/s</source>
        <translation>プロビジョニング済み %1 RU/s</translation>
    </message>
    <message>
        <source>autoscale up to %1 RU/s, billed at %2 RU/s</source>
        <translation>自動スケーリング 最大 %1 RU/s、課金 %2 RU/s</translation>
    </message>
    <message>
        <source>serverless (billed per request unit)</source>
        <translation>サーバーレス (要求ユニットごとの課金)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Load&lt;/b&gt; %1 RU/s average, %2 RU/s peak — %3&lt;br&gt;&lt;b&gt;Partitions&lt;/b&gt; %4 physical · &lt;b&gt;Storage&lt;/b&gt; %5&lt;br&gt;&lt;b&gt;Monthly cost&lt;/b&gt; %6 (throughput %7, storage %8)%9</source>
        <translation>&lt;b&gt;負荷&lt;/b&gt; 平均 %1 RU/s、ピーク %2 RU/s — %3&lt;br&gt;&lt;b&gt;パーティション&lt;/b&gt; 物理 %4 個 · &lt;b&gt;ストレージ&lt;/b&gt; %5&lt;br&gt;&lt;b&gt;月額コスト&lt;/b&gt; %6 (スループット %7、ストレージ %8)%9</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Default TTL&lt;/b&gt; %1 s</source>
        <translation>&lt;br&gt;&lt;b&gt;既定の TTL&lt;/b&gt; %1 秒</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hottest logical partition&lt;/b&gt;: %1 RU/s of %2 (%3), %4 (%5)&lt;br&gt;%6</source>
        <translation>&lt;b&gt;最もホットな論理パーティション&lt;/b&gt;: %2 のうち %1 RU/s (%3)、%4 (%5)&lt;br&gt;%6</translation>
    </message>
    <message>
        <source>&lt;b&gt;Remedies and notes&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b&gt;対策と注記&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>Reset Partition Key</source>
        <translation>パーティション キーをリセット</translation>
    </message>
    <message>
        <source>Override Partition Key</source>
        <translation>パーティション キーをオーバーライド</translation>
    </message>
    <message>
        <source>New Container</source>
        <translation>新しいコンテナー</translation>
    </message>
    <message>
        <source>Container name:</source>
        <translation>コンテナー名:</translation>
    </message>
    <message>
        <source>Move to Container</source>
        <translation>コンテナーへ移動</translation>
    </message>
    <message>
        <source>Remove the override and use the cheapest key that can serve the design</source>
        <translation>オーバーライドを解除し、設計を満たせる最も安価なキーを使用します</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>RU/s at peak</source>
        <translation>ピーク時 RU/s</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>月額</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>パーティション</translation>
    </message>
    <message>
        <source>Cross-partition</source>
        <translation>クロスパーティション</translation>
    </message>
    <message>
        <source>Serves the design</source>
        <translation>設計を満たす</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no: %1</source>
        <translation>いいえ: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1 RU/s · %2</source>
        <translation>%1 RU/s · %2</translation>
    </message>
    <message>
        <source>Cannot be served: %1.</source>
        <translation>実現できません: %1。</translation>
    </message>
    <message>
        <source>Global secondary index (preview) of %1, kept by Azure Cosmos DB.</source>
        <translation>%1 のグローバル セカンダリ インデックス (プレビュー)。Azure Cosmos DB が維持します。</translation>
    </message>
    <message>
        <source>Change-feed view of %1: a processor copies each change here.</source>
        <translation>%1 の変更フィード ビュー: プロセッサが各変更をここにコピーします。</translation>
    </message>
    <message>
        <source>Also holds copies kept by the change feed: %1.</source>
        <translation>変更フィードで維持されるコピーも保持します: %1。</translation>
    </message>
    <message>
        <source>with it the design costs %1 a month more</source>
        <translation>これにより設計全体の費用は月額 %1 増えます</translation>
    </message>
    <message>
        <source>with it the design costs %1 a month less</source>
        <translation>これにより設計全体の費用は月額 %1 減ります</translation>
    </message>
    <message>
        <source>; the copies add %1 RU/s of writes at peak and %2</source>
        <translation>。コピーによりピーク時に %1 RU/s の書き込みと %2 が加わります</translation>
    </message>
    <message>
        <source>Serves %1 (%2): %3 RU a request instead of %4, %5 RU/s less at peak%6; %7.</source>
        <translation>%1 (%2) を処理します: 要求あたり %4 RU ではなく %3 RU、ピーク時に %5 RU/s 削減%6。%7。</translation>
    </message>
    <message>
        <source> (each new document, and %1 of the updates: those of documents still in the feed)</source>
        <translation> (新しいドキュメントすべてと、更新の %1: まだフィード内にあるドキュメントの更新)</translation>
    </message>
</context>
<context>
    <name>cosmos::CorrelationBar</name>
    <message>
        <source>separate</source>
        <translation>分離</translation>
    </message>
    <message>
        <source>co-locate %1</source>
        <translation>同居 %1</translation>
    </message>
    <message>
        <source>embed %1</source>
        <translation>埋め込み %1</translation>
    </message>
    <message>
        <source>undefined: no reads of the parent</source>
        <translation>未定義: 親の読み取りがありません</translation>
    </message>
</context>
<context>
    <name>cosmos::CostsPanel</name>
    <message>
        <source>&lt;b&gt;%1 a month&lt;/b&gt; — throughput %2, storage %3 · %4 RU/s average, %5 RU/s peak · %6 stored</source>
        <translation>&lt;b&gt;月額 %1&lt;/b&gt; — スループット %2、ストレージ %3 · 平均 %4 RU/s、ピーク %5 RU/s · ストレージ %6</translation>
    </message>
    <message>
        <source>RU/s at peak per container, by access pattern</source>
        <translation>コンテナー別・アクセス パターン別のピーク時 RU/s</translation>
    </message>
    <message>
        <source>other</source>
        <translation>その他</translation>
    </message>
    <message>
        <source>Container</source>
        <translation>コンテナー</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>スループット</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>ストレージ</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>月額</translation>
    </message>
    <message>
        <source>The model under each offer</source>
        <translation>各プランでのこのモデル</translation>
    </message>
    <message>
        <source>%1 (this model)</source>
        <translation>%1 (このモデル)</translation>
    </message>
    <message>
        <source>cannot serve it</source>
        <translation>対応できません</translation>
    </message>
    <message>
        <source>%1 (%2 of %3 containers)</source>
        <translation>%1 (%3 個中 %2 個のコンテナー)</translation>
    </message>
    <message numerus="yes">
        <source>all %Ln</source>
        <comment>containers</comment>
        <translation>
            <numerusform>全 %Ln 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln more</source>
        <comment>containers</comment>
        <translation>
            <numerusform>他 %Ln 個</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cosmos::DecisionsPanel</name>
    <message>
        <source>undefined</source>
        <translation>未定義</translation>
    </message>
    <message>
        <source>embed</source>
        <translation>埋め込み</translation>
    </message>
    <message>
        <source>co-locate</source>
        <translation>同居</translation>
    </message>
    <message>
        <source>consider carefully</source>
        <translation>慎重に検討</translation>
    </message>
    <message>
        <source>separate</source>
        <translation>分離</translation>
    </message>
    <message>
        <source>Relationship</source>
        <translation>リレーションシップ</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>判断</translation>
    </message>
    <message>
        <source>Band</source>
        <translation>区分</translation>
    </message>
    <message>
        <source>Correlation</source>
        <translation>相関</translation>
    </message>
    <message>
        <source>%1 (rule %2)</source>
        <translation>%1 (ルール %2)</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>未決定</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <source>RU/s of the patterns touching both, by design</source>
        <translation>両方にアクセスするパターンの RU/s (設計別)</translation>
    </message>
    <message>
        <source>impossible</source>
        <translation>不可能</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Questions before co-locating</source>
        <translation>同居させる前の確認事項</translation>
    </message>
    <message>
        <source>%1 by correlation; rule %2 decides</source>
        <translation>相関では%1、ルール %2 で決定</translation>
    </message>
</context>
<context>
    <name>cosmos::EntityInspector</name>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Rename Entity</source>
        <translation>エンティティ名の変更</translation>
    </message>
    <message>
        <source>Edit Average Size</source>
        <translation>平均サイズの編集</translation>
    </message>
    <message>
        <source>KB</source>
        <translation>KB</translation>
    </message>
    <message>
        <source>Average size (KB)</source>
        <translation>平均サイズ (KB)</translation>
    </message>
    <message>
        <source>Edit Maximum Size</source>
        <translation>最大サイズの編集</translation>
    </message>
    <message>
        <source>Maximum size (KB)</source>
        <translation>最大サイズ (KB)</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>ドキュメント数</translation>
    </message>
    <message>
        <source>Edit Document Count</source>
        <translation>ドキュメント数の編集</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>増加</translation>
    </message>
    <message>
        <source>Edit Growth</source>
        <translation>増加の編集</translation>
    </message>
    <message>
        <source>Edit Retention</source>
        <translation>保持期間の編集</translation>
    </message>
    <message>
        <source>keep forever</source>
        <translation>無期限に保持</translation>
    </message>
    <message>
        <source>Seconds until an item expires; -1 lets each item decide; empty keeps items forever.</source>
        <translation>アイテムが期限切れになるまでの秒数。-1 は各アイテムが決定し、空欄はアイテムを無期限に保持します。</translation>
    </message>
    <message>
        <source>Time to live (s)</source>
        <translation>有効期限 (秒)</translation>
    </message>
    <message>
        <source>Edit Attributes</source>
        <translation>属性の編集</translation>
    </message>
    <message>
        <source>Embedded in another document of container &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>コンテナー &lt;b&gt;%1&lt;/b&gt; の別のドキュメントに埋め込まれています。</translation>
    </message>
    <message>
        <source>Documents in container &lt;b&gt;%1&lt;/b&gt;, partition key &lt;b&gt;%2&lt;/b&gt;.</source>
        <translation>コンテナー &lt;b&gt;%1&lt;/b&gt; のドキュメント、パーティション キー &lt;b&gt;%2&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>Rename Key Attribute</source>
        <translation>キー属性の名前を変更</translation>
    </message>
    <message>
        <source>Computed properties</source>
        <translation>計算プロパティ</translation>
    </message>
    <message>
        <source>Edit Computed Properties</source>
        <translation>計算プロパティの編集</translation>
    </message>
    <message>
        <source>%1 (derived)</source>
        <translation>%1 (導出)</translation>
    </message>
    <message>
        <source>Derived from the parents: %1. Type a count to replace it.</source>
        <translation>親から導出: %1。数を入力すると置き換わります。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>No count, and no parent gives one: the analysis counts none of these documents.</source>
        <translation>数がなく、親からも導けません。分析はこれらのドキュメントを 1 件も数えていません。</translation>
    </message>
</context>
<context>
    <name>cosmos::EntityItem</name>
    <message>
        <source>copy of %1</source>
        <translation>%1 のコピー</translation>
    </message>
    <message>
        <source>%1 values</source>
        <translation>%1 個の値</translation>
    </message>
</context>
<context>
    <name>cosmos::ExportPanel</name>
    <message>
        <source>Requirements</source>
        <translation>要件</translation>
    </message>
    <message>
        <source>Data Model</source>
        <translation>データ モデル</translation>
    </message>
    <message>
        <source>Containers</source>
        <translation>コンテナー</translation>
    </message>
    <message>
        <source>Indexing</source>
        <translation>インデックス</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>サンプル</translation>
    </message>
    <message>
        <source>ARM</source>
        <translation>ARM</translation>
    </message>
    <message>
        <source>Bicep</source>
        <translation>Bicep</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>プレビュー</translation>
    </message>
    <message>
        <source>Find…</source>
        <translation>検索…</translation>
    </message>
    <message>
        <source>Show the document as it reads, with its tables</source>
        <translation>表を含め、ドキュメントを読みやすい形で表示します</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Export All…</source>
        <translation>すべてエクスポート…</translation>
    </message>
    <message>
        <source>Copy this file to the clipboard</source>
        <translation>このファイルをクリップボードにコピーします</translation>
    </message>
    <message>
        <source>Save this file</source>
        <translation>このファイルを保存します</translation>
    </message>
    <message>
        <source>Write every file into a folder, as cosmos-modeler-cli export does</source>
        <translation>cosmos-modeler-cli export と同じように、すべてのファイルをフォルダーに書き込みます</translation>
    </message>
    <message>
        <source>Cannot export: %1</source>
        <translation>エクスポートできません: %1</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>見つかりません</translation>
    </message>
    <message>
        <source>Save Export File</source>
        <translation>エクスポート ファイルの保存</translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>保存できません</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>%1 を保存できませんでした: %2</translation>
    </message>
    <message>
        <source>Export All Into</source>
        <translation>エクスポート先</translation>
    </message>
    <message>
        <source>Export All</source>
        <translation>すべてエクスポート</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) written into %1.</source>
        <translation>
            <numerusform>%1 に %n 個のファイルを書き込みました。</numerusform>
        </translation>
    </message>
    <message>
        <source>The model cannot be exported as it is; nothing was written.</source>
        <translation>このモデルはこのままではエクスポートできません。何も書き込まれていません。</translation>
    </message>
    <message>
        <source>The folder could not be written.</source>
        <translation>フォルダーに書き込めませんでした。</translation>
    </message>
    <message>
        <source>… %L1 more characters are not shown here; the exported file holds them.</source>
        <translation>… ここに表示していない文字がさらに %L1 文字あります。エクスポートしたファイルにはすべて含まれます。</translation>
    </message>
</context>
<context>
    <name>cosmos::FieldBinder</name>
    <message>
        <source>a number is required here</source>
        <translation>ここには数値が必要です</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number (or &quot;unbounded&quot;)</source>
        <translation>「%1」は数値 (または「unbounded」) ではありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>「%1」は数値ではありません</translation>
    </message>
</context>
<context>
    <name>cosmos::FileActions</name>
    <message>
        <source>Cosmos Modeler models (*.cosmos.json);;JSON files (*.json);;All files (*)</source>
        <translation>Cosmos Modeler モデル (*.cosmos.json);;JSON ファイル (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新規(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったモデル(&amp;R)</translation>
    </message>
    <message>
        <source>No recent models</source>
        <translation>最近使ったモデルはありません</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>一覧をクリア(&amp;C)</translation>
    </message>
    <message>
        <source>New application</source>
        <translation>新しいアプリケーション</translation>
    </message>
    <message>
        <source>Open Model</source>
        <translation>モデルを開く</translation>
    </message>
    <message>
        <source>Cannot Open Model</source>
        <translation>モデルを開けません</translation>
    </message>
    <message>
        <source>%1 could not be opened. The open model was not changed.</source>
        <translation>%1 を開けませんでした。開いているモデルは変更されていません。</translation>
    </message>
    <message>
        <source>Cannot Save Model</source>
        <translation>モデルを保存できません</translation>
    </message>
    <message>
        <source>Save Model As</source>
        <translation>名前を付けてモデルを保存</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 には未保存の変更があります。保存しますか?</translation>
    </message>
    <message>
        <source>New from Sa&amp;mple…</source>
        <translation>サンプルから新規作成(&amp;M)…</translation>
    </message>
    <message>
        <source>Start from a teaching model that shows one modelling lesson</source>
        <translation>モデリングの要点を 1 つ示す教材モデルから始めます</translation>
    </message>
    <message>
        <source>%1 was removed or renamed outside Cosmos Modeler; the model stays open and Save writes it again.</source>
        <translation>%1 は Cosmos Modeler の外部で削除されたか、名前が変更されました。モデルは開いたままで、保存すると再び書き込まれます。</translation>
    </message>
    <message>
        <source>%1 was changed outside Cosmos Modeler and has been reloaded.</source>
        <translation>%1 は Cosmos Modeler の外部で変更されたため、再読み込みしました。</translation>
    </message>
    <message>
        <source>%1 was changed outside Cosmos Modeler but cannot be read (%2); the model open here is unchanged.</source>
        <translation>%1 は Cosmos Modeler の外部で変更されましたが、読み込めません (%2)。ここで開いているモデルは変更されていません。</translation>
    </message>
    <message>
        <source>%1 cannot be read (%2); the model open here is unchanged.</source>
        <translation>%1 を読み込めません (%2)。ここで開いているモデルは変更されていません。</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2
The file on disk was not changed and your changes are still open here; use Save As to choose another place.</source>
        <translation>%1 を保存できませんでした: %2
ディスク上のファイルは変更されておらず、変更内容はここで開いたままです。[名前を付けて保存] で別の場所を選択してください。</translation>
    </message>
</context>
<context>
    <name>cosmos::FindingTr</name>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Suggestion</source>
        <translation>提案</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>アプリケーション</translation>
    </message>
    <message>
        <source>Container %1</source>
        <translation>コンテナー %1</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
</context>
<context>
    <name>cosmos::FirstStepsGuide</name>
    <message>
        <source>Add an entity: double-click the canvas or press %1, type its name and press Enter.</source>
        <translation>エンティティを追加します: キャンバスをダブルクリックするか %1 キーを押して、名前を入力し Enter キーを押します。</translation>
    </message>
    <message>
        <source>Add a second entity and relate them: drag from the parent card&apos;s handle to the child, or press %1 and click the two cards.</source>
        <translation>2 つ目のエンティティを追加して関連付けます: 親カードのハンドルから子へドラッグするか、%1 キーを押して 2 つのカードをクリックします。</translation>
    </message>
    <message>
        <source>Say how the application uses them: select the entities, press %1, then give the pattern its requests per second and filters in the Inspector.</source>
        <translation>アプリケーションでの使われ方を指定します: エンティティを選択して %1 キーを押し、インスペクターでパターンの毎秒の要求数とフィルターを設定します。</translation>
    </message>
    <message>
        <source>Hide the steps</source>
        <translation>手順を非表示にします</translation>
    </message>
    <message>
        <source>An empty model: start with an entity</source>
        <translation>空のモデル: まずエンティティを追加してください</translation>
    </message>
    <message>
        <source>Your first model</source>
        <translation>最初のモデル</translation>
    </message>
    <message>
        <source>The panels below then show the containers, partition keys, hot partitions and cost, with the reasons; F1 explains whatever is selected.</source>
        <translation>その後、下のパネルにコンテナー、パーティション キー、ホット パーティション、コストが理由とともに表示されます。F1 キーを押すと、選択中の項目の説明が表示されます。</translation>
    </message>
    <message>
        <source>Give it its attributes in the Inspector on the right: Add, then their names (several at once: name, email) and Enter.</source>
        <translation>右側のインスペクターで属性を設定します: [追加] を押して名前を入力し (name, email のように複数まとめて入力できます)、Enter キーを押します。</translation>
    </message>
</context>
<context>
    <name>cosmos::HeatmapPanel</name>
    <message>
        <source>Apply to Model</source>
        <translation>モデルに適用</translation>
    </message>
    <message>
        <source>What if the most popular key value received this share of the requests?</source>
        <translation>最も人気のあるキー値が要求のこの割合を受け取った場合はどうなりますか?</translation>
    </message>
    <message>
        <source>Container</source>
        <translation>コンテナー</translation>
    </message>
    <message>
        <source>What-if skew</source>
        <translation>What-if の偏り</translation>
    </message>
    <message>
        <source>No remedy needed: the hottest key value is within its limits.</source>
        <translation>対策は不要です: 最もホットなキー値は上限内に収まっています。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Remedies&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b&gt;対策&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>Change Key Skew</source>
        <translation>キーの偏りを変更</translation>
    </message>
    <message>
        <source>Most popular %1 values, against the %2 RU/s and 20 GB one value can have</source>
        <translation>最も人気のある %1 の値 (1 つの値に許される %2 RU/s と 20 GB に対して)</translation>
    </message>
    <message numerus="yes">
        <source>Key %1 · %n physical partition(s) · hottest value: %2 RU/s of %3 allowed (%4), %5</source>
        <translation>
            <numerusform>キー %1 · 物理パーティション %n 個 · 最もホットな値: %2 RU/s (許容 %3 RU/s: %4)、%5</numerusform>
        </translation>
    </message>
    <message>
        <source>The hottest key value is within its limits, but the busiest physical partition uses %1 of its share at peak (%2 RU/s of %3 RU/s): provision more throughput for headroom.</source>
        <translation type="vanished">最もホットなキー値は上限内ですが、最も負荷の高い物理パーティションはピーク時に割り当て分の %1 を使用しています (%3 RU/s のうち %2 RU/s)。余裕を持たせるにはスループットを増やしてください。</translation>
    </message>
    <message>
        <source>The hottest key value is within its limits; the fullest physical partition holds %1 of the %2 a partition holds before it splits.</source>
        <translation type="vanished">最もホットなキー値は上限内です。最も容量の大きい物理パーティションには、分割される前に保持できる %2 のうち %1 が格納されています。</translation>
    </message>
    <message>
        <source>The hottest key value needs %1 RU/s at peak, %2 of the %3 RU/s it can have: it is served, and no remedy would spread it further while one physical partition serves the container.</source>
        <translation>最もホットなキー値はピーク時に %1 RU/s を必要とし、上限 %3 RU/s の %2 です: 処理はできますが、1 つの物理パーティションがコンテナー全体を処理している間は、どの対策でもこれ以上分散できません。</translation>
    </message>
    <message>
        <source>The hottest key value is within its limits, but the busiest physical partition gets %1 RU/s at peak, %2 of its %3 RU/s share, so requests to it can be throttled: provision more throughput or spread the load over more key values.</source>
        <translation>最もホットなキー値は上限内ですが、最も負荷の高い物理パーティションはピーク時に %1 RU/s を受け、割り当て分 %3 RU/s の %2 に達するため、その要求は調整 (スロットル) される可能性があります: スループットを増やすか、負荷をより多くのキー値に分散してください。</translation>
    </message>
    <message>
        <source>No remedy needed: the hottest key value is within its limits, and the busiest physical partition uses %1 of its share at peak (%2 RU/s of %3 RU/s).</source>
        <translation>対策は不要です: 最もホットなキー値は上限内で、最も負荷の高い物理パーティションはピーク時に割り当て分の %1 を使用しています (%3 RU/s のうち %2 RU/s)。</translation>
    </message>
</context>
<context>
    <name>cosmos::HeatmapWidget</name>
    <message>
        <source>Select a container.</source>
        <translation>コンテナーを選択してください。</translation>
    </message>
    <message>
        <source>Physical partitions — RU/s at peak and storage%1</source>
        <translation>物理パーティション — ピーク時の RU/s とストレージ%1</translation>
    </message>
    <message>
        <source> (what-if)</source>
        <translation> (What-if)</translation>
    </message>
    <message>
        <source>%1 RU/s · %2</source>
        <translation>%1 RU/s · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n other(s), each</source>
        <translation>
            <numerusform>その他 %n 個 (各)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3 of its limits</source>
        <translation>%1: %2、上限の %3</translation>
    </message>
</context>
<context>
    <name>cosmos::HelpActions</name>
    <message>
        <source>&amp;Welcome Page</source>
        <translation>ようこそページ(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボード ショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;How to Use Cosmos Modeler</source>
        <translation>Cosmos Modeler の使い方(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Cosmos Modeler</source>
        <translation>Cosmos Modeler について(&amp;A)</translation>
    </message>
    <message>
        <source>How to Use Cosmos Modeler</source>
        <translation>Cosmos Modeler の使い方</translation>
    </message>
    <message>
        <source>About Cosmos Modeler</source>
        <translation>Cosmos Modeler について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Cosmos Modeler %1&lt;/h3&gt;&lt;p&gt;Design Azure Cosmos DB for NoSQL data models from their access patterns, with the reasons and the numbers behind every decision.&lt;/p&gt;&lt;p&gt;Built with Qt %2. MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Cosmos Modeler %1&lt;/h3&gt;&lt;p&gt;アクセス パターンから Azure Cosmos DB for NoSQL のデータ モデルを設計します。すべての判断について、その理由と根拠となる数値を示します。&lt;/p&gt;&lt;p&gt;Qt %2 で構築。MIT ライセンス。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>cosmos::ImportActions</name>
    <message>
        <source>The files hold no documents; there is nothing to infer.</source>
        <translation>ファイルにドキュメントがありません。推定するものがありません。</translation>
    </message>
    <message>
        <source>Inferred from %1</source>
        <translation>%1 から推定</translation>
    </message>
    <message>
        <source>From &amp;Sample Documents…</source>
        <translation>サンプル ドキュメントから(&amp;S)…</translation>
    </message>
    <message>
        <source>Infer a model from JSON or JSON Lines files, one file per container</source>
        <translation>JSON または JSON Lines ファイル (コンテナーごとに 1 ファイル) からモデルを推定します</translation>
    </message>
    <message>
        <source>From Azure &amp;Cosmos DB…</source>
        <translation>Azure Cosmos DB から(&amp;C)…</translation>
    </message>
    <message>
        <source>Reverse-engineer a database of an account or the emulator</source>
        <translation>アカウントまたはエミュレーターのデータベースをリバース エンジニアリングします</translation>
    </message>
    <message>
        <source>The open model was not changed.</source>
        <translation>開いているモデルは変更されていません。</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>インポート(&amp;I)</translation>
    </message>
    <message>
        <source>Import from Sample Documents</source>
        <translation>サンプル ドキュメントからインポート</translation>
    </message>
    <message>
        <source>JSON documents (*.json *.jsonl *.ndjson);;All files (*)</source>
        <translation>JSON ドキュメント (*.json *.jsonl *.ndjson);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Import from Azure Cosmos DB</source>
        <translation>Azure Cosmos DB からインポート</translation>
    </message>
    <message>
        <source>Import cancelled; the open model was not changed.</source>
        <translation>インポートをキャンセルしました。開いているモデルは変更されていません。</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n entity(s); save the model to keep them.</source>
        <translation>
            <numerusform>%n 個のエンティティをインポートしました。残すにはモデルを保存してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
    <message>
        <source>From a &amp;Requirements Document…</source>
        <translation>要件ドキュメントから(&amp;R)…</translation>
    </message>
    <message>
        <source>Read the entities, relationships and access patterns of a cosmosdb_requirements.md</source>
        <translation>cosmosdb_requirements.md からエンティティ、リレーションシップ、アクセスパターンを読み込みます</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) of the document could not be used as written; the patterns they concern are drafts and the checklist asks for what is missing.</source>
        <translation>
            <numerusform>ドキュメントの %n 行は書かれたとおりには使えませんでした。該当するパターンは下書きとなり、足りない内容はチェックリストで確認できます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import a Requirements Document</source>
        <translation>要件ドキュメントのインポート</translation>
    </message>
    <message>
        <source>Markdown (*.md *.markdown);;All files (*)</source>
        <translation>Markdown (*.md *.markdown);;すべてのファイル (*)</translation>
    </message>
</context>
<context>
    <name>cosmos::ImportTr</name>
    <message>
        <source>&quot;%1&quot; in Key Entities is neither an entity nor &quot;A (1:M) B&quot;</source>
        <translation>Key Entities の「%1」はエンティティでも「A (1:M) B」の形でもありません</translation>
    </message>
    <message>
        <source>a pattern without a number; imported as %1</source>
        <translation>番号のないパターンです。%1 としてインポートしました</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a pattern number; imported as %2</source>
        <translation>「%1」はパターン番号ではありません。%2 としてインポートしました</translation>
    </message>
    <message>
        <source>pattern %1 is numbered twice (also on line %2); this one is imported as %3</source>
        <translation>パターン %1 の番号が重複しています (%2 行目にもあります)。こちらは %3 としてインポートしました</translation>
    </message>
    <message>
        <source>%1: %2; imported as a draft without RPS</source>
        <translation>%1: %2。RPS なしの下書きとしてインポートしました</translation>
    </message>
    <message>
        <source>%1: one figure (%2 RPS) is used as both the average and the peak</source>
        <translation>%1: 1 つの値 (%2 RPS) を平均とピークの両方に使います</translation>
    </message>
    <message>
        <source>%1: %2; imported as a query</source>
        <translation>%1: %2。クエリとしてインポートしました</translation>
    </message>
    <message>
        <source>details for pattern &quot;%1&quot;, which the pattern table does not list</source>
        <translation>パターン表にないパターン「%1」の詳細です</translation>
    </message>
    <message>
        <source>%1 names the entity %2, which the document does not describe</source>
        <translation>%1 はエンティティ %2 を挙げていますが、ドキュメントには説明がありません</translation>
    </message>
    <message>
        <source>a relationship of %1 with itself is not imported</source>
        <translation>%1 の自分自身とのリレーションシップはインポートしません</translation>
    </message>
    <message>
        <source>no cardinality (1:1, 1:N, M:N) for %1 → %2; read as 1:N</source>
        <translation>%1 → %2 にカーディナリティ (1:1、1:N、M:N) がありません。1:N として読み込みました</translation>
    </message>
    <message>
        <source>the analysis of %1 + %2 names an entity the document does not describe</source>
        <translation>%1 + %2 の分析に、ドキュメントで説明されていないエンティティがあります</translation>
    </message>
    <message>
        <source>%1 names none of the entities the document describes; imported as a draft without entities</source>
        <translation>%1 はドキュメントで説明されたエンティティをどれも挙げていません。エンティティなしの下書きとしてインポートしました</translation>
    </message>
    <message>
        <source>%1 names %2, which the document does not describe (no size, no relationship)</source>
        <translation>%1 は %2 を挙げていますが、ドキュメントには説明がありません (サイズもリレーションシップもありません)</translation>
    </message>
    <message>
        <source>a single document</source>
        <translation>単一ドキュメント</translation>
    </message>
    <message>
        <source>a multi-document container</source>
        <translation>複数ドキュメント コンテナー</translation>
    </message>
    <message>
        <source>separate containers</source>
        <translation>別々のコンテナー</translation>
    </message>
    <message>
        <source>duplicated ids</source>
        <translation>重複した ID</translation>
    </message>
    <message>
        <source>an edge container</source>
        <translation>エッジ コンテナー</translation>
    </message>
    <message>
        <source>the document gives %1 + %2 an access correlation of %3%; its access patterns give %4%</source>
        <translation>ドキュメントでは %1 + %2 のアクセス相関は %3% ですが、アクセス パターンからは %4% になります</translation>
    </message>
    <message>
        <source>the document decides %1 for %2 + %3; its patterns and sizes give %4 (rule %5)</source>
        <translation>ドキュメントでは %2 + %3 を%1と決めていますが、パターンとサイズからは%4になります (ルール %5)</translation>
    </message>
    <message>
        <source>no requests per second given</source>
        <translation>1 秒あたりのリクエスト数がありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number of requests per second</source>
        <translation>「%1」は 1 秒あたりのリクエスト数ではありません</translation>
    </message>
    <message>
        <source>no type (Read or Write) given</source>
        <translation>種類 (Read または Write) がありません</translation>
    </message>
    <message>
        <source>the type &quot;%1&quot; is neither Read nor Write</source>
        <translation>種類「%1」は Read でも Write でもありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is beyond any figure a model holds; it was not read</source>
        <translation>「%1」はモデルが保持できる数値の範囲を超えています。読み取りませんでした</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is written with an exponent, which is not read; write it out (%2)</source>
        <translation>「%1」は指数表記のため読み取りません。数字で書いてください（%2）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is negative; no figure here may be, so it was not read as written</source>
        <translation>「%1」は負の値です。ここでは負の数値は使えないため、書かれたとおりには読み取りませんでした</translation>
    </message>
    <message>
        <source>this line begins like a table row but belongs to no table (a table starts with a header row and a delimiter row such as |---|---|, and ends at a blank line); it was not read</source>
        <translation>この行は表の行のように始まっていますが、どの表にも属していません (表は見出し行と |---|---| のような区切り行で始まり、空行で終わります)。読み込まれませんでした</translation>
    </message>
    <message>
        <source>lines %1–%2 begin like table rows but belong to no table (a table starts with a header row and a delimiter row such as |---|---|, and ends at a blank line); they were not read</source>
        <translation>%1–%2 行目は表の行のように始まっていますが、どの表にも属していません (表は見出し行と |---|---| のような区切り行で始まり、空行で終わります)。読み込まれませんでした</translation>
    </message>
    <message>
        <source>this table numbers patterns but has no RPS column, so it is not read as access patterns; its rows (lines %1–%2) were not read</source>
        <translation>この表はパターンに番号を付けていますが RPS 列がないため、アクセス パターンとしては読み込まれません。その行 (%1–%2 行目) は読み込まれませんでした</translation>
    </message>
</context>
<context>
    <name>cosmos::InspectorPanel</name>
    <message>
        <source>Several objects are selected. Select one to edit it.</source>
        <translation>複数のオブジェクトが選択されています。編集するには 1 つを選択してください。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Application&lt;/b&gt;&lt;br&gt;&lt;span style=&apos;color:gray&apos;&gt;Select an entity, relationship or access pattern to edit it.&lt;/span&gt;</source>
        <translation>&lt;b&gt;アプリケーション&lt;/b&gt;&lt;br&gt;&lt;span style=&apos;color:gray&apos;&gt;編集するエンティティ、リレーションシップ、またはアクセス パターンを選択してください。&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Edit Application Name</source>
        <translation>アプリケーション名の編集</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>ドメイン</translation>
    </message>
    <message>
        <source>Edit Domain</source>
        <translation>ドメインの編集</translation>
    </message>
    <message>
        <source>Business context</source>
        <translation>ビジネス コンテキスト</translation>
    </message>
    <message>
        <source>Edit Business Context</source>
        <translation>ビジネス コンテキストの編集</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>規模</translation>
    </message>
    <message>
        <source>Edit Scale Notes</source>
        <translation>規模に関するメモの編集</translation>
    </message>
    <message>
        <source>Edit Regions</source>
        <translation>リージョンの編集</translation>
    </message>
    <message>
        <source>e.g. japaneast, westeurope</source>
        <translation>例: japaneast, westeurope</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>リージョン</translation>
    </message>
    <message>
        <source>Writes in every region</source>
        <translation>すべてのリージョンで書き込み</translation>
    </message>
    <message>
        <source>Edit Multi-Region Writes</source>
        <translation>マルチリージョン書き込みの編集</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>Edit Capacity Mode</source>
        <translation>容量モードの編集</translation>
    </message>
    <message>
        <source>Consistency</source>
        <translation>整合性</translation>
    </message>
    <message>
        <source>Edit Consistency</source>
        <translation>整合性の編集</translation>
    </message>
</context>
<context>
    <name>cosmos::KeyTable</name>
    <message>
        <source>Attribute</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>順序</translation>
    </message>
    <message>
        <source>Add Filter</source>
        <translation>フィルターを追加</translation>
    </message>
    <message>
        <source>Add Sort Key</source>
        <translation>並べ替えキーを追加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
</context>
<context>
    <name>cosmos::MainWindow</name>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>モデル(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>メイン</translation>
    </message>
    <message>
        <source>%1[*] — Cosmos Modeler</source>
        <translation>%1[*] — Cosmos Modeler</translation>
    </message>
    <message>
        <source>Restored the unsaved changes of %1.</source>
        <translation>%1 の未保存の変更を復元しました。</translation>
    </message>
    <message>
        <source>a replay script is a JSON array of change sets</source>
        <translation>再生スクリプトは変更セットの JSON 配列です</translation>
    </message>
    <message>
        <source>Replayed Edit</source>
        <translation>再生された編集</translation>
    </message>
    <message>
        <source>&amp;Explain Selection</source>
        <translation>選択範囲を説明(&amp;E)</translation>
    </message>
    <message>
        <source>Show the inputs, the rule and the numbers behind the selection</source>
        <translation>選択範囲の判断の根拠となる入力、ルール、数値を表示します</translation>
    </message>
    <message numerus="yes">
        <source>Cannot be served (%n reason(s)) · </source>
        <translation>
            <numerusform>実現できません (理由 %n 件) · </numerusform>
        </translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>分析中…</translation>
    </message>
    <message>
        <source>The model is being analysed; the panels show the previous analysis until it is done.</source>
        <translation>モデルを分析しています。分析が完了するまで、パネルには前回の分析結果が表示されます。</translation>
    </message>
    <message>
        <source>Unsaved changes are not protected: the recovery copy cannot be written (%1).</source>
        <translation type="vanished">未保存の変更は保護されていません: 回復用コピーを書き込めません (%1)。</translation>
    </message>
    <message>
        <source>Cannot Restore</source>
        <translation>復元できません</translation>
    </message>
    <message>
        <source>The recovery copy %1 cannot be read: %2
It was left in place.</source>
        <translation>回復用コピー %1 を読み込めません: %2
コピーはそのまま残してあります。</translation>
    </message>
    <message>
        <source>Restored the unsaved changes of %1; the recovery copy was kept because a new one cannot be written (%2).</source>
        <translation>%1 の未保存の変更を復元しました。新しい回復用コピーを書き込めないため、元の回復用コピーは残してあります (%2)。</translation>
    </message>
    <message numerus="yes">
        <source>%n container(s) · %1 RU/s peak · %2/month</source>
        <translation>
            <numerusform>コンテナー %n 個 · ピーク %1 RU/s · %2/月</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
</context>
<context>
    <name>cosmos::Minimap</name>
    <message>
        <source>Overview: click or drag to move the view</source>
        <translation>概要: クリックまたはドラッグで表示位置を移動</translation>
    </message>
</context>
<context>
    <name>cosmos::ModelDocument</name>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more)</source>
        <translation>
            <numerusform>%1 (ほか %n 件)</numerusform>
        </translation>
    </message>
    <message>
        <source>the model does not allow this change</source>
        <translation>モデルがこの変更を許可しません</translation>
    </message>
</context>
<context>
    <name>cosmos::ModelScene</name>
    <message>
        <source>unbounded</source>
        <translation>上限なし</translation>
    </message>
    <message>
        <source>× %1 avg · %2 max</source>
        <translation>× 平均 %1 · 最大 %2</translation>
    </message>
    <message>
        <source>%1 avg</source>
        <translation>平均 %1</translation>
    </message>
    <message>
        <source>%1 max</source>
        <translation>最大 %1</translation>
    </message>
    <message>
        <source>%1 docs</source>
        <translation>%1 件</translation>
    </message>
    <message>
        <source>growing</source>
        <translation>増加中</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>未決定</translation>
    </message>
    <message>
        <source>embed</source>
        <translation>埋め込み</translation>
    </message>
    <message>
        <source>co-locate</source>
        <translation>同居</translation>
    </message>
    <message>
        <source>separate</source>
        <translation>分離</translation>
    </message>
    <message>
        <source>ids on both sides</source>
        <translation>両側に ID</translation>
    </message>
    <message>
        <source>edge container</source>
        <translation>エッジ コンテナー</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>hot</source>
        <translation>ホット</translation>
    </message>
    <message>
        <source>Select it and press F1 for the whole explanation.</source>
        <translation>選択して F1 キーを押すと、詳しい説明が表示されます。</translation>
    </message>
    <message>
        <source>cannot be served</source>
        <translation>実現できません</translation>
    </message>
    <message numerus="yes">
        <source>%1 RU/s peak · %n partition(s) · %2 · %3/month</source>
        <translation>
            <numerusform>ピーク %1 RU/s · パーティション %n 個 · %2 · %3/月</numerusform>
        </translation>
    </message>
    <message>
        <source>1:1</source>
        <translation>1:1</translation>
    </message>
    <message>
        <source>1:few</source>
        <translation>1:少数</translation>
    </message>
    <message>
        <source>1:N</source>
        <translation>1:N</translation>
    </message>
    <message>
        <source>N:M</source>
        <translation>N:M</translation>
    </message>
    <message>
        <source>index: copies of %1</source>
        <translation>インデックス: %1 のコピー</translation>
    </message>
    <message>
        <source>change feed: copies of %1</source>
        <translation>変更フィード: %1 のコピー</translation>
    </message>
    <message>
        <source>global secondary index (preview)</source>
        <translation>グローバル セカンダリ インデックス (プレビュー)</translation>
    </message>
    <message>
        <source>change-feed view</source>
        <translation>変更フィード ビュー</translation>
    </message>
    <message>
        <source>%1 docs (derived)</source>
        <translation>%1 件 (導出)</translation>
    </message>
</context>
<context>
    <name>cosmos::ModelView</name>
    <message>
        <source>ok</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>warning (≥ 50% of a limit)</source>
        <translation>警告 (上限の 50% 以上)</translation>
    </message>
    <message>
        <source>hot (over a limit)</source>
        <translation>ホット (上限超過)</translation>
    </message>
    <message>
        <source>Partition heat</source>
        <translation>パーティションのヒート</translation>
    </message>
</context>
<context>
    <name>cosmos::ModelWriter</name>
    <message>
        <source>the write failed</source>
        <translation>書き込みに失敗しました</translation>
    </message>
    <message>
        <source>the model would be %1 MB; model files larger than %2 MB cannot be opened again, so it was not written</source>
        <translation>モデルが %1 MB になります。%2 MB を超えるモデル ファイルは再び開くことができないため、書き込みませんでした</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes reached the disk</source>
        <translation>%2 バイトのうち %1 バイトしかディスクに書き込まれませんでした</translation>
    </message>
</context>
<context>
    <name>cosmos::PanelDocks</name>
    <message>
        <source>Inspector</source>
        <translation>インスペクター</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>前提条件</translation>
    </message>
    <message>
        <source>Access Patterns</source>
        <translation>アクセス パターン</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>判断</translation>
    </message>
    <message>
        <source>Containers</source>
        <translation>コンテナー</translation>
    </message>
    <message>
        <source>Hot Partitions</source>
        <translation>ホット パーティション</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>パネル(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>レイアウトをリセット(&amp;R)</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>説明</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Advisor</source>
        <translation>アドバイザー</translation>
    </message>
    <message>
        <source>Checklist</source>
        <translation>チェックリスト</translation>
    </message>
</context>
<context>
    <name>cosmos::PatternCaption</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Drives: %1</source>
        <translation>影響する判断: %1</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>まだ分析されていません。</translation>
    </message>
</context>
<context>
    <name>cosmos::PatternInspector</name>
    <message>
        <source>Description</source>
        <translation>説明</translation>
    </message>
    <message>
        <source>Edit Description</source>
        <translation>説明の編集</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Edit Operation</source>
        <translation>操作の編集</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>エンティティ</translation>
    </message>
    <message>
        <source>Primary entity</source>
        <translation>主エンティティ</translation>
    </message>
    <message>
        <source>RPS (average)</source>
        <translation>RPS (平均)</translation>
    </message>
    <message>
        <source>Edit Average RPS</source>
        <translation>平均 RPS の編集</translation>
    </message>
    <message>
        <source>RPS (peak)</source>
        <translation>RPS (ピーク)</translation>
    </message>
    <message>
        <source>Edit Peak RPS</source>
        <translation>ピーク RPS の編集</translation>
    </message>
    <message>
        <source>Filters</source>
        <translation>フィルター</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>並べ替え</translation>
    </message>
    <message>
        <source>Edit Projection</source>
        <translation>プロジェクションの編集</translation>
    </message>
    <message>
        <source>attributes returned, comma-separated</source>
        <translation>返す属性 (コンマ区切り)</translation>
    </message>
    <message>
        <source>Attributes needed</source>
        <translation>必要な属性</translation>
    </message>
    <message>
        <source>Results per request</source>
        <translation>要求あたりの結果数</translation>
    </message>
    <message>
        <source>Edit Result Count</source>
        <translation>結果数の編集</translation>
    </message>
    <message>
        <source>Latency SLO (ms)</source>
        <translation>レイテンシ SLO (ミリ秒)</translation>
    </message>
    <message>
        <source>Edit Latency SLO</source>
        <translation>レイテンシ SLO の編集</translation>
    </message>
    <message>
        <source>Consistency</source>
        <translation>整合性</translation>
    </message>
    <message>
        <source>Edit Consistency</source>
        <translation>整合性の編集</translation>
    </message>
    <message>
        <source>Application default</source>
        <translation>アプリケーションの既定</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Edit Status</source>
        <translation>状態の編集</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>クエリ</translation>
    </message>
    <message>
        <source>Edit Filters</source>
        <translation>フィルターの編集</translation>
    </message>
    <message>
        <source>Edit Sort</source>
        <translation>並べ替えの編集</translation>
    </message>
    <message>
        <source>Edit Query</source>
        <translation>クエリの編集</translation>
    </message>
    <message>
        <source>Edit Pattern Entities</source>
        <translation>パターンのエンティティの編集</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 RU per request · %4 RU/s average, %5 at peak</source>
        <translation>%1 · %2 · 要求あたり %3 RU · 平均 %4 RU/s、ピーク %5</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>Edit Top K</source>
        <translation>上位 K 件の編集</translation>
    </message>
    <message>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <source>A search&apos;s TOP k: the best-ranked results it returns. Empty: 10.</source>
        <translation>検索の TOP k: 返す上位の結果の数。空欄の場合は 10。</translation>
    </message>
    <message>
        <source>Search results (top k)</source>
        <translation>検索結果 (上位 k 件)</translation>
    </message>
    <message>
        <source>How this cross-partition read is served: a copy keyed for it, the key passed by the caller, or every partition asked. Numbers are estimates from the design as modelled.</source>
        <translation>このクロスパーティション読み取りの処理方法: 読み取り用のキーを持つコピー、呼び出し元が渡すキー、またはすべてのパーティションへの問い合わせ。数値はモデル化された設計からの見積もりです。</translation>
    </message>
    <message>
        <source>Served by</source>
        <translation>処理方法</translation>
    </message>
    <message>
        <source>+%1 a month</source>
        <translation>月額 +%1</translation>
    </message>
    <message>
        <source>−%1 a month</source>
        <translation>月額 −%1</translation>
    </message>
    <message>
        <source>Choose How a Read Is Served</source>
        <translation>読み取りの処理方法を選択</translation>
    </message>
    <message>
        <source>Caller passes %1</source>
        <translation>呼び出し元が %1 を渡す</translation>
    </message>
    <message>
        <source>Index %1 (preview)</source>
        <translation>インデックス %1 (プレビュー)</translation>
    </message>
    <message>
        <source>Feed view %1</source>
        <translation>フィード ビュー %1</translation>
    </message>
    <message>
        <source>View in %1</source>
        <translation>%1 内のビュー</translation>
    </message>
    <message>
        <source>%1: %2 RU, %3</source>
        <translation>%1: %2 RU、%3</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation>推奨: %1</translation>
    </message>
    <message>
        <source>Recommended: every partition asked</source>
        <translation>推奨: すべてのパーティションに問い合わせる</translation>
    </message>
    <message>
        <source>Every partition: %1 RU</source>
        <translation>すべてのパーティション: %1 RU</translation>
    </message>
    <message>
        <source>Every partition</source>
        <translation>すべてのパーティション</translation>
    </message>
</context>
<context>
    <name>cosmos::PresentationMode</name>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>プレゼンテーション モード(&amp;P)</translation>
    </message>
    <message>
        <source>Full screen for a review or a lesson: large type, high contrast, step through the access patterns with the arrow keys</source>
        <translation>レビューや授業向けの全画面表示: 大きな文字、高コントラスト、矢印キーでアクセス パターンを順に表示</translation>
    </message>
    <message>
        <source>&amp;Walk Through Access Patterns</source>
        <translation>アクセス パターンを順に表示(&amp;W)</translation>
    </message>
</context>
<context>
    <name>cosmos::RecoveryDialog</name>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>未保存の作業の回復</translation>
    </message>
    <message>
        <source>Cosmos Modeler did not close normally. These models had changes that were not saved; a copy of each was kept.</source>
        <translation>Cosmos Modeler は正常に終了しませんでした。以下のモデルには保存されていない変更があり、それぞれのコピーが保管されています。</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>復元</translation>
    </message>
    <message>
        <source>Discard All</source>
        <translation>すべて破棄</translation>
    </message>
    <message>
        <source>Decide Later</source>
        <translation>後で決める</translation>
    </message>
    <message>
        <source>a new, never saved model</source>
        <translation>一度も保存されていない新しいモデル</translation>
    </message>
    <message>
        <source>%1 (%2)
%3 entities, %4 relationships, %5 access patterns — %6 unsaved edit(s), copy saved %7</source>
        <translation>%1 (%2)
エンティティ %3 個、リレーションシップ %4 個、アクセス パターン %5 個 — 未保存の編集 %6 件、コピーの保存日時 %7</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
</context>
<context>
    <name>cosmos::RecoveryWarning</name>
    <message>
        <source>⚠ No recovery copy can be written in %1: unsaved changes are not protected against a crash.</source>
        <translation>⚠ %1 に回復用コピーを書き込めません: 未保存の変更はクラッシュから保護されていません。</translation>
    </message>
    <message>
        <source>The recovery copy could not be written (%1). Save the model, or make %2 writable: the next copy is tried within seconds.</source>
        <translation>回復用コピーを書き込めませんでした (%1)。モデルを保存するか、%2 を書き込み可能にしてください。次のコピーは数秒以内に試みます。</translation>
    </message>
</context>
<context>
    <name>cosmos::RefusalPresenter</name>
    <message>
        <source>The change</source>
        <translation>この変更</translation>
    </message>
    <message>
        <source>⚠ %1 was not done: %2. Nothing was changed.</source>
        <translation>⚠ %1 は実行されませんでした: %2。何も変更されていません。</translation>
    </message>
</context>
<context>
    <name>cosmos::RelationshipInspector</name>
    <message>
        <source>Parent</source>
        <translation>親</translation>
    </message>
    <message>
        <source>Child</source>
        <translation>子</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Edit Relationship Kind</source>
        <translation>リレーションシップの種類の編集</translation>
    </message>
    <message>
        <source>Children per parent (avg)</source>
        <translation>親あたりの子の数 (平均)</translation>
    </message>
    <message>
        <source>Edit Average Children</source>
        <translation>子の平均数の編集</translation>
    </message>
    <message>
        <source>Edit Maximum Children</source>
        <translation>子の最大数の編集</translation>
    </message>
    <message>
        <source>a number, or unbounded</source>
        <translation>数値、または unbounded</translation>
    </message>
    <message>
        <source>Children per parent (max)</source>
        <translation>親あたりの子の数 (最大)</translation>
    </message>
    <message>
        <source>Parents per child (avg)</source>
        <translation>子あたりの親の数 (平均)</translation>
    </message>
    <message>
        <source>Edit Average Parents</source>
        <translation>親の平均数の編集</translation>
    </message>
    <message>
        <source>Parents per child (max)</source>
        <translation>子あたりの親の数 (最大)</translation>
    </message>
    <message>
        <source>Edit Maximum Parents</source>
        <translation>親の最大数の編集</translation>
    </message>
    <message>
        <source>Identifying (the child cannot exist without its parent)</source>
        <translation>識別関係 (子は親なしでは存在できない)</translation>
    </message>
    <message>
        <source>Edit Identifying</source>
        <translation>識別関係の編集</translation>
    </message>
    <message>
        <source>The child is updated on its own</source>
        <translation>子は単独で更新される</translation>
    </message>
    <message>
        <source>Edit Independent Updates</source>
        <translation>単独更新の編集</translation>
    </message>
    <message>
        <source>Edit Relationship</source>
        <translation>リレーションシップの編集</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>未決定</translation>
    </message>
    <message>
        <source>%1 (rule %2)</source>
        <translation>%1 (ルール %2)</translation>
    </message>
    <message>
        <source>, correlation %1</source>
        <translation>、相関 %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Decision: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;判断: %2</translation>
    </message>
</context>
<context>
    <name>cosmos::SampleGallery</name>
    <message>
        <source>What to look for</source>
        <translation>注目点</translation>
    </message>
    <message>
        <source>Left out on purpose</source>
        <translation>意図的に省略した点</translation>
    </message>
    <message>
        <source>New from Sample</source>
        <translation>サンプルから新規作成</translation>
    </message>
</context>
<context>
    <name>cosmos::SearchSettingsForm</name>
    <message>
        <source>Numbers per embedding, as the embedding model produces them: 1 to 4,096 (505 at most with a flat index)</source>
        <translation>埋め込みあたりの数値の個数 (埋め込みモデルが出力するとおり): 1 ～ 4,096 (フラット インデックスでは最大 505)</translation>
    </message>
    <message>
        <source>DiskANN and quantized flat need 1,000 vectors before they index; flat compares every vector exactly; none leaves searches to a full scan</source>
        <translation>DiskANN と量子化フラットは、ベクトルが 1,000 個そろうまでインデックスを作成しません。フラットはすべてのベクトルを厳密に比較します。なしの場合、検索は全件スキャンになります</translation>
    </message>
    <message>
        <source>Vector search</source>
        <translation>ベクトル検索</translation>
    </message>
    <message>
        <source>Dimensions</source>
        <translation>次元数</translation>
    </message>
    <message>
        <source>Data type</source>
        <translation>データ型</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>距離関数</translation>
    </message>
    <message>
        <source>Vector index</source>
        <translation>ベクトル インデックス</translation>
    </message>
    <message>
        <source>Searched as full text</source>
        <translation>フルテキスト検索の対象にする</translation>
    </message>
    <message>
        <source>Adds the path to the container&apos;s full-text policy and index, for FullTextContains and FullTextScore</source>
        <translation>FullTextContains と FullTextScore のために、このパスをコンテナーのフルテキスト ポリシーとインデックスに追加します</translation>
    </message>
    <message>
        <source>English is generally available; the other languages are in preview</source>
        <translation>英語は一般提供です。その他の言語はプレビューです</translation>
    </message>
    <message>
        <source>Full-text search</source>
        <translation>フルテキスト検索</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
</context>
<context>
    <name>cosmos::ShortcutSheet</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>キーボード ショートカット</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>Add an entity where you click</source>
        <translation>クリックした位置にエンティティを追加</translation>
    </message>
    <message>
        <source>Double-click the background</source>
        <translation>背景をダブルクリック</translation>
    </message>
    <message>
        <source>Rename the card</source>
        <translation>カードの名前を変更</translation>
    </message>
    <message>
        <source>Double-click its title, or F2</source>
        <translation>タイトルをダブルクリック、または F2</translation>
    </message>
    <message>
        <source>Relate two entities</source>
        <translation>2 つのエンティティを関連付け</translation>
    </message>
    <message>
        <source>Drag from the parent card&apos;s handle to the child</source>
        <translation>親カードのハンドルから子へドラッグ</translation>
    </message>
    <message>
        <source>Select several</source>
        <translation>複数選択</translation>
    </message>
    <message>
        <source>Ctrl+click, or drag a rectangle over the background</source>
        <translation>Ctrl+クリック、または背景上で四角形を描くようにドラッグ</translation>
    </message>
    <message>
        <source>Move the selected cards</source>
        <translation>選択したカードを移動</translation>
    </message>
    <message>
        <source>Drag them, or the arrow keys (with Shift: five grid steps)</source>
        <translation>ドラッグ、または矢印キー (Shift キー併用時: グリッド 5 マス単位)</translation>
    </message>
    <message>
        <source>Delete the selection</source>
        <translation>選択範囲を削除</translation>
    </message>
    <message>
        <source>Del or Backspace</source>
        <translation>Del または Backspace</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>ズーム</translation>
    </message>
    <message>
        <source>Ctrl+wheel, or pinch</source>
        <translation>Ctrl+ホイール、またはピンチ</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>パン</translation>
    </message>
    <message>
        <source>Space+drag, or drag with the middle button</source>
        <translation>Space+ドラッグ、または中ボタンでドラッグ</translation>
    </message>
    <message>
        <source>Cancel a rename or a connection</source>
        <translation>名前の変更または接続をキャンセル</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>次のステップ</translation>
    </message>
    <message>
        <source>Right or Down arrow, Page Down, Space or Enter</source>
        <translation>右矢印または下矢印、Page Down、Space、Enter</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>前のステップ</translation>
    </message>
    <message>
        <source>Left or Up arrow, Page Up or Backspace</source>
        <translation>左矢印または上矢印、Page Up、Backspace</translation>
    </message>
    <message>
        <source>First and last step</source>
        <translation>最初と最後のステップ</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Home、End</translation>
    </message>
    <message>
        <source>On the canvas</source>
        <translation>キャンバス上</translation>
    </message>
    <message>
        <source>In the presentation and walkthrough</source>
        <translation>プレゼンテーションとウォークスルー</translation>
    </message>
    <message>
        <source>Leave the presentation</source>
        <translation>プレゼンテーションを終了</translation>
    </message>
</context>
<context>
    <name>cosmos::TopValuesTable</name>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>リクエスト</translation>
    </message>
    <message>
        <source>RU/s at peak</source>
        <translation>ピーク時 RU/s</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>ストレージ</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>パーティション</translation>
    </message>
    <message>
        <source>Use of a value&apos;s limits</source>
        <translation>値の上限に対する使用率</translation>
    </message>
    <message>
        <source>The larger of its RU/s and its storage against what one key value can have: its share of the throughput (at most 10,000 RU/s) and 20 GB.</source>
        <translation>1 つのキー値に許される量 (スループットの割り当て分、最大 10,000 RU/s、および 20 GB) に対する、RU/s とストレージのうち大きいほうの割合です。</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>%1 位</translation>
    </message>
</context>
<context>
    <name>cosmos::UiLanguage</name>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
</context>
<context>
    <name>cosmos::WelcomePage</name>
    <message>
        <source>Cosmos Modeler</source>
        <translation>Cosmos Modeler</translation>
    </message>
    <message>
        <source>Design Azure Cosmos DB data models from the way the application reads and writes them. Every decision comes with its reasons and its numbers.</source>
        <translation>アプリケーションによるデータの読み取りと書き込みの方法から、Azure Cosmos DB のデータ モデルを設計します。すべての判断に、その理由と数値が示されます。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Recent models</source>
        <translation>最近使ったモデル</translation>
    </message>
    <message>
        <source>Learn from a sample</source>
        <translation>サンプルから学ぶ</translation>
    </message>
    <message>
        <source>Build your first model</source>
        <translation>最初のモデルを作成</translation>
    </message>
    <message>
        <source>New model</source>
        <translation>新しいモデル</translation>
    </message>
    <message>
        <source>An empty canvas.</source>
        <translation>空のキャンバスから始めます。</translation>
    </message>
    <message>
        <source>Open a model…</source>
        <translation>モデルを開く…</translation>
    </message>
    <message>
        <source>A model file (.cosmos.json) from your disk.</source>
        <translation>ディスク上のモデル ファイル (.cosmos.json) を開きます。</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボード ショートカット</translation>
    </message>
    <message>
        <source>Every key and mouse gesture of the canvas and the menus.</source>
        <translation>キャンバスとメニューで使えるすべてのキー操作とマウス操作。</translation>
    </message>
    <message>
        <source>None yet: the models you open or save appear here.</source>
        <translation>まだありません: 開いたり保存したりしたモデルがここに表示されます。</translation>
    </message>
    <message>
        <source>An empty canvas, and beside it the steps from the first entity to a costed design.</source>
        <translation>空のキャンバスと、その横に最初のエンティティからコストを見積もった設計までの手順を表示します。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Design Azure Cosmos DB data models from access patterns.</source>
        <translation>アクセス パターンから Azure Cosmos DB のデータ モデルを設計します。</translation>
    </message>
    <message>
        <source>A model file to open.</source>
        <translation>開くモデル ファイル。</translation>
    </message>
    <message>
        <source>Render the window with the model to OUT.png and exit.</source>
        <translation>モデルを表示したウィンドウを OUT.png に描画して終了します。</translation>
    </message>
    <message>
        <source>Window size for --screenshot (default 1600x1000).</source>
        <translation>--screenshot のウィンドウ サイズ (既定値 1600x1000)。</translation>
    </message>
    <message>
        <source>Colour theme: system, light, dark or high-contrast.</source>
        <translation>配色テーマ: system、light、dark、high-contrast。</translation>
    </message>
    <message>
        <source>Select an entity, relationship or access pattern by id.</source>
        <translation>ID でエンティティ、リレーションシップ、またはアクセス パターンを選択します。</translation>
    </message>
    <message>
        <source>Apply the edits in SCRIPT.json one by one, as a user would.</source>
        <translation>SCRIPT.json の編集を、ユーザーが行うように 1 つずつ適用します。</translation>
    </message>
    <message>
        <source>Seconds between recovery copies (default 30).</source>
        <translation type="vanished">回復用コピーを作成する間隔の秒数 (既定値 30)。</translation>
    </message>
    <message>
        <source>Start in presentation mode.</source>
        <translation>プレゼンテーション モードで起動します。</translation>
    </message>
    <message>
        <source>With --presentation: the walkthrough step to show (1 = first).</source>
        <translation>--presentation と併用: 表示するウォークスルーのステップ (1 = 最初)。</translation>
    </message>
    <message>
        <source>User interface language for this run: en, ja or hi (default: the one chosen in View &gt; Language).</source>
        <translation>この実行でのユーザー インターフェイスの言語: en、ja、hi (既定値: [表示] &gt; [言語] で選択した言語)。</translation>
    </message>
    <message>
        <source>Show the current design side by side with the alternative called NAME.</source>
        <translation>現在の設計を、NAME という名前の代替案と並べて表示します。</translation>
    </message>
    <message>
        <source>Bring a panel to the front (for --screenshot): inspector, explain, assumptions, accessPatterns, decisions, containers, heatmap, costs, export, comparison, advisor, checklist.</source>
        <translation>パネルを前面に表示します (--screenshot 用): inspector、explain、assumptions、accessPatterns、decisions、containers、heatmap、costs、export、comparison、advisor、checklist。</translation>
    </message>
    <message>
        <source>With --screenshot: show the welcome page, as on a start without a model.</source>
        <translation>--screenshot と併用: モデルなしで起動したときと同様に、ようこそページを表示します。</translation>
    </message>
    <message>
        <source>The longest an edit waits for its recovery copy, in seconds (default 5).</source>
        <translation>編集が回復用コピーに書き込まれるまでの最長の待ち時間 (秒、既定値 5)。</translation>
    </message>
</context>
</TS>
