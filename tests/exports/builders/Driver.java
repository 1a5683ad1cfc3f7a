// Reads the sample items and edge cases (builders.test.mjs) and prints what the exported
// Java key builders make of them, as JSON. Usage: java Driver OUTER_CLASS INPUT.json, with
// OUTER_CLASS the export's class (package.Name). The beans are read by reflection, as the
// enhanced client reads them: @DynamoDbAttribute names the attribute of each getter.
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondaryPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondarySortKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

public final class Driver {
  private Driver() {}

  // ---- just enough JSON: objects, arrays, strings, numbers (BigDecimal), true/false/null ----

  static final class Reader {
    final String s;
    int at;

    Reader(String s) {
      this.s = s;
    }

    void space() {
      while (at < s.length() && Character.isWhitespace(s.charAt(at))) at++;
    }

    Object value() {
      space();
      char c = s.charAt(at);
      if (c == '{') {
        Map<String, Object> m = new LinkedHashMap<>();
        at++;
        space();
        if (s.charAt(at) == '}') {
          at++;
          return m;
        }
        while (true) {
          space();
          String k = (String) value();
          space();
          at++; // ':'
          m.put(k, value());
          space();
          if (s.charAt(at++) == '}') return m;
        }
      }
      if (c == '[') {
        List<Object> l = new ArrayList<>();
        at++;
        space();
        if (s.charAt(at) == ']') {
          at++;
          return l;
        }
        while (true) {
          l.add(value());
          space();
          if (s.charAt(at++) == ']') return l;
        }
      }
      if (c == '"') {
        StringBuilder b = new StringBuilder();
        at++;
        while (s.charAt(at) != '"') {
          char d = s.charAt(at++);
          if (d != '\\') {
            b.append(d);
            continue;
          }
          char e = s.charAt(at++);
          switch (e) {
            case 'n': b.append('\n'); break;
            case 't': b.append('\t'); break;
            case 'r': b.append('\r'); break;
            case 'b': b.append('\b'); break;
            case 'f': b.append('\f'); break;
            case 'u': b.append((char) Integer.parseInt(s.substring(at, at + 4), 16)); at += 4; break;
            default: b.append(e);
          }
        }
        at++;
        return b.toString();
      }
      for (String word : new String[] {"true", "false", "null"}) {
        if (s.startsWith(word, at)) {
          at += word.length();
          return word.equals("null") ? null : Boolean.valueOf(word);
        }
      }
      int start = at;
      while (at < s.length() && "+-0123456789.eE".indexOf(s.charAt(at)) >= 0) at++;
      return new BigDecimal(s.substring(start, at));
    }
  }

  static String json(Object v) {
    if (v == null) return "null";
    if (v instanceof Map) {
      StringBuilder b = new StringBuilder("{");
      for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
        if (b.length() > 1) b.append(',');
        b.append(json(e.getKey())).append(':').append(json(e.getValue()));
      }
      return b.append('}').toString();
    }
    if (v instanceof List) {
      StringBuilder b = new StringBuilder("[");
      for (Object x : (List<?>) v) {
        if (b.length() > 1) b.append(',');
        b.append(json(x));
      }
      return b.append(']').toString();
    }
    StringBuilder b = new StringBuilder("\"");
    for (char c : v.toString().toCharArray()) {
      if (c == '"' || c == '\\') b.append('\\').append(c);
      else if (c < 0x20) b.append(String.format("\\u%04x", (int) c));
      else b.append(c);
    }
    return b.append('"').toString();
  }

  // ---- the beans ----

  static Method getter(Class<?> cls, String attribute) {
    for (Method m : cls.getMethods()) {
      DynamoDbAttribute a = m.getAnnotation(DynamoDbAttribute.class);
      if (a != null && a.value().equals(attribute) && m.getName().startsWith("get")) return m;
    }
    throw new IllegalStateException("no getter for " + attribute + " in " + cls);
  }

  static Method method(Class<?> cls, String name, int params, boolean isStatic) {
    for (Method m : cls.getMethods()) {
      if (m.getParameterCount() == params && Modifier.isStatic(m.getModifiers()) == isStatic
          && (m.getName().equals(name) || m.getName().equals(name + "_")))
        return m;
    }
    throw new IllegalStateException("no method " + name + "/" + params + " in " + cls);
  }

  static String decap(String s) {
    return Character.toLowerCase(s.charAt(0)) + s.substring(1);
  }

  static Object typed(Class<?> type, Object json) {
    if (json == null) return null;
    if (type == BigDecimal.class) return (BigDecimal) json;
    if (type == byte[].class) return Base64.getDecoder().decode((String) json);
    return (String) json;
  }

  static String text(Object v) {
    if (v instanceof byte[]) return Base64.getEncoder().encodeToString((byte[]) v);
    if (v instanceof BigDecimal) return ((BigDecimal) v).toPlainString();
    return v.toString();
  }

  static void set(Object bean, Map<String, Object> values) throws Exception {
    for (Map.Entry<String, Object> e : values.entrySet()) {
      Method get = getter(bean.getClass(), e.getKey());
      Method set = bean.getClass().getMethod("set" + get.getName().substring(3), get.getReturnType());
      set.invoke(bean, typed(get.getReturnType(), e.getValue()));
    }
  }

  static List<String> attributesOf(String template) {
    List<String> names = new ArrayList<>();
    String[] pieces = template.split("\\$\\{", -1);
    for (int i = 1; i < pieces.length; i++) {
      String name = pieces[i].split("\\}", -1)[0].split("\\|", -1)[0];
      if (!names.contains(name)) names.add(name);
    }
    return names;
  }

  @SuppressWarnings("unchecked")
  static void add(Map<String, Object> to, String key, String attribute) {
    ((List<Object>) to.computeIfAbsent(key, k -> new ArrayList<>())).add(attribute);
  }

  /**
   * The key schema the enhanced client reads from a bean's annotations: {partition: [attr],
   * sort: [attr], secondaryPartition: {index: [attr]}, secondarySort: {index: [attr]}}.
   */
  static Map<String, Object> schema(Class<?> cls) {
    Map<String, Object> out = new LinkedHashMap<>();
    Map<String, Object> gpk = new LinkedHashMap<>(), gsk = new LinkedHashMap<>();
    List<Method> methods = new ArrayList<>(List.of(cls.getMethods()));
    methods.sort((a, b) -> a.getName().compareTo(b.getName()));
    for (Method m : methods) {
      DynamoDbAttribute a = m.getAnnotation(DynamoDbAttribute.class);
      if (a == null) continue;
      if (m.getAnnotation(DynamoDbPartitionKey.class) != null) add(out, "partition", a.value());
      if (m.getAnnotation(DynamoDbSortKey.class) != null) add(out, "sort", a.value());
      DynamoDbSecondaryPartitionKey p = m.getAnnotation(DynamoDbSecondaryPartitionKey.class);
      if (p != null) for (String index : p.indexNames()) add(gpk, index, a.value());
      DynamoDbSecondarySortKey s = m.getAnnotation(DynamoDbSecondarySortKey.class);
      if (s != null) for (String index : s.indexNames()) add(gsk, index, a.value());
    }
    out.put("secondaryPartition", gpk);
    out.put("secondarySort", gsk);
    return out;
  }

  interface Body {
    Map<String, Object> run() throws Exception;
  }

  static Map<String, Object> attempt(Body body) {
    Map<String, Object> out = new LinkedHashMap<>();
    try {
      return body.run();
    } catch (InvocationTargetException e) {
      Throwable cause = e.getCause();
      boolean ours = cause.getClass().getSimpleName().equals("KeyTemplateError");
      out.put(ours ? "error" : "unexpected", ours ? cause.getMessage() : cause.toString());
    } catch (Exception e) {
      out.put("unexpected", e.toString());
    }
    return out;
  }

  @SuppressWarnings("unchecked")
  public static void main(String[] args) throws Exception {
    Class<?> outer = Class.forName(args[0]);
    Map<String, Class<?>> entities = (Map<String, Class<?>>) outer.getField("ENTITIES").get(null);
    Map<String, Object> in = (Map<String, Object>)
        new Reader(Files.readString(Path.of(args[1]), StandardCharsets.UTF_8)).value();
    Map<String, Map<String, String>> templates = (Map<String, Map<String, String>>) in.get("templates");
    List<Object> keys = new ArrayList<>();
    for (Object o : (List<Object>) in.get("items")) {
      Map<String, Object> it = (Map<String, Object>) o;
      String entity = (String) it.get("entity");
      keys.add(attempt(() -> {
        Class<?> cls = entities.get(entity);
        Object bean = cls.getConstructor().newInstance();
        set(bean, (Map<String, Object>) it.get("values"));
        Map<String, Object> got = new LinkedHashMap<>();
        for (String attr : templates.get(entity).keySet()) {
          Object v = getter(cls, attr).invoke(bean);
          if (v != null) got.put(attr, text(v));
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("keys", got);
        return out;
      }));
    }
    List<Object> cases = new ArrayList<>();
    for (Object o : (List<Object>) in.get("cases")) {
      Map<String, Object> c = (Map<String, Object>) o;
      String entity = (String) c.get("entity"), key = (String) c.get("key"), op = (String) c.get("op");
      cases.add(attempt(() -> {
        Class<?> cls = entities.get(entity);
        String word = getter(cls, key).getName().substring(3);
        List<String> names = attributesOf(templates.get(entity).get(key));
        Method build = method(cls, decap(word), names.size(), true);
        Map<String, Object> values = (Map<String, Object>) c.get("values");
        Map<String, Object> out = new LinkedHashMap<>();
        if (op.equals("parse")) {
          Object bean = method(cls, "parse" + word, 1, true).invoke(null, c.get("text"));
          Map<String, Object> parsed = new LinkedHashMap<>();
          Object[] again = new Object[names.size()];
          for (int i = 0; i < names.size(); i++) {
            Object v = getter(cls, names.get(i)).invoke(bean);
            parsed.put(names.get(i), text(v));
            again[i] = v;
          }
          out.put("values", parsed);
          out.put("again", text(build.invoke(null, again)));
          return out;
        }
        int n = op.equals("prefix") ? values.size() : names.size();
        Method m = op.equals("prefix") ? method(cls, decap(word) + "Prefix", n, true) : build;
        Object[] a = new Object[n];
        for (int i = 0; i < n; i++) a[i] = typed(m.getParameterTypes()[i], values.get(names.get(i)));
        out.put(op.equals("prefix") ? "prefix" : "key", text(m.invoke(null, a)));
        return out;
      }));
    }
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("keys", keys);
    result.put("cases", cases);
    Map<String, Object> schemas = new LinkedHashMap<>();
    for (Map.Entry<String, Class<?>> e : entities.entrySet()) schemas.put(e.getKey(), schema(e.getValue()));
    result.put("schema", schemas);
    System.out.println(json(result));
  }
}
