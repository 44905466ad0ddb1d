// The MasterDetail module: see issue 4. This placeholder keeps the target buildable until it lands.
enum MasterDetailPlaceholder {}
